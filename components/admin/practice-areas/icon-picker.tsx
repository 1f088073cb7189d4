'use client';

import { Check, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useConfirm } from '@/components/admin/confirm-dialog';
import { Loading } from '@/components/admin/ui/loading';
import { useListRights } from '@/components/admin/list/rights';
import { cx } from '@/components/admin/ui/cx';
import { api } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { practiceAreaText } from '@/lib/admin/i18n/practice-areas';
import { notifySuccess } from '@/lib/admin/notify';
import { assetUrl } from '@/lib/admin/paths';
import { useApi } from '@/lib/admin/use-api';
import type { Icon } from '@/lib/validation/icon';

/**
 * The icon library (GET/POST/DELETE /api/admin/icon): pick an icon for a practice area,
 * upload new ones, delete unused ones. `value` is the chosen icon's URL.
 */
export function IconPicker({
  value,
  onChange,
  id,
  invalid,
}: {
  value: string | null | undefined;
  onChange: (url: string) => void;
  id?: string;
  invalid?: boolean;
}) {
  const t = useT(practiceAreaText);
  const c = useT(commonText);
  const confirm = useConfirm();
  const icons = useApi('/admin/icon');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // The icon library shows at once: under approval an editor chooses from it but does not change it.
  const { mayChangeSiteAtOnce: mayChange } = useListRights();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const icon = await api.post('/admin/icon', { form: { file, name: file.name.replace(/\.[^.]+$/, '').slice(0, 100) } });
      notifySuccess(t.iconUploaded);
      await icons.mutate();
      onChange(icon.iconUrl);
    } catch {
      // The fetcher has shown the server's refusal.
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async (icon: Icon) => {
    if (!(await confirm({ title: t.deleteIconTitle, description: t.deleteIconText, confirmText: c.delete, danger: true }))) return;
    try {
      await api.delete('/admin/icon/:id', { param: { id: icon.id } });
    } catch {
      return;
    }
    notifySuccess(c.deleted);
    await icons.mutate();
  };

  return (
    <div className={cx('rounded-md border p-3', invalid ? 'border-danger' : 'border-line')}>
      <div className="mb-3 flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded border border-line-soft bg-black/[0.02]">
          {value ? (
            // eslint-disable-next-line @next/next/no-img-element -- an admin preview of an uploaded icon
            <img src={assetUrl(value)} alt="" className="size-9 object-contain" data-testid="chosen-icon" />
          ) : (
            <span className="text-xs text-ink-3">—</span>
          )}
        </span>
        <span className="flex-1 text-ink-2">{value ? t.icon : t.noIcon}</span>
        {value && (
          <button type="button" className="text-ink-3 hover:text-primary" onClick={() => onChange('')}>
            {t.clearIcon}
          </button>
        )}
        <label
          className={cx(
            !mayChange && 'hidden',
            'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-line bg-white px-3 shadow-sm hover:border-primary-hover hover:text-primary',
            uploading && 'pointer-events-none opacity-50',
          )}
        >
          {uploading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Upload aria-hidden className="size-4" />}
          {t.uploadIcon}
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            className="sr-only"
            aria-label={t.uploadIcon}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </label>
      </div>
      {icons.isLoading ? (
        <Loading />
      ) : !icons.data?.length ? (
        <p className="py-4 text-center text-ink-3">{t.noIcons}</p>
      ) : (
        <div role="radiogroup" aria-label={t.iconLibrary} className="grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-2">
          {icons.data.map((icon) => {
            const chosen = icon.iconUrl === value;
            return (
              <div key={icon.id} className="group relative">
                <button
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  aria-label={`${t.pickIcon} ${icon.name ?? icon.id}`}
                  title={icon.name ?? undefined}
                  onClick={() => onChange(icon.iconUrl)}
                  className={cx(
                    'flex h-16 w-full items-center justify-center rounded-md border bg-white hover:border-primary-hover',
                    chosen ? 'border-primary ring-2 ring-primary/20' : 'border-line-soft',
                  )}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- an admin thumbnail of an uploaded icon */}
                  <img src={assetUrl(icon.iconUrl)} alt="" className="size-9 object-contain" />
                  {chosen && <Check aria-hidden className="absolute top-1 left-1 size-3.5 text-primary" />}
                </button>
                <button
                  type="button"
                  hidden={!mayChange}
                  aria-label={`${c.delete} ${icon.name ?? icon.id}`}
                  onClick={() => void remove(icon)}
                  className="absolute top-0.5 right-0.5 rounded bg-white/90 p-0.5 text-ink-3 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 hover:text-danger focus:opacity-100"
                >
                  <Trash2 aria-hidden className="size-3.5" />
                </button>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
