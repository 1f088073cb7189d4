'use client';

import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { assetUrl } from '@/lib/admin/paths';
import { uploadFile } from '@/lib/admin/upload';
import { cx } from '../ui/cx';

export interface ImageUploadProps {
  /** The stored URL (`/api/upload/<fileId>`), or empty. */
  value: string | null | undefined;
  onChange: (url: string) => void;
  id?: string;
  invalid?: boolean;
  accept?: string;
  /** Preview box size in Tailwind classes. */
  className?: string;
  label?: string;
}

/**
 * Uploads an image (POST /api/admin/files/upload) and shows it. Use with a Controller:
 * `<Controller name="coverUrl" render={({ field }) => <ImageUpload value={field.value} onChange={field.onChange} />} />`.
 */
export function ImageUpload({
  value,
  onChange,
  id,
  invalid,
  accept = 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  className,
  label,
}: ImageUploadProps) {
  const t = useT(commonText);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadFile(file));
    } catch {
      // The fetcher has shown the server's refusal.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex items-start gap-3">
      <div
        className={cx(
          'relative flex size-28 items-center justify-center overflow-hidden rounded-lg border border-dashed bg-black/[0.02]',
          invalid ? 'border-danger' : 'border-line',
          className,
        )}
      >
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- an admin preview of any uploaded size
          <img src={assetUrl(value)} alt="" className="size-full object-contain" data-testid="image-upload-preview" />
        ) : busy ? (
          <LoaderCircle aria-hidden className="size-6 animate-spin text-ink-3" />
        ) : (
          <ImagePlus aria-hidden className="size-6 text-ink-3" />
        )}
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute top-1 right-1 rounded-full bg-black/50 p-0.5 text-white hover:bg-black/70"
            aria-label={t.remove}
          >
            <X aria-hidden className="size-3.5" />
          </button>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label
          className={cx(
            'inline-flex h-8 cursor-pointer items-center rounded-md border border-line bg-white px-3 shadow-sm hover:border-primary-hover hover:text-primary',
            busy && 'pointer-events-none opacity-50',
          )}
        >
          {busy ? t.uploading : value ? t.replace : t.upload}
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            className="sr-only"
            aria-label={label ?? t.upload}
            aria-invalid={invalid || undefined}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </label>
      </div>
    </div>
  );
}
