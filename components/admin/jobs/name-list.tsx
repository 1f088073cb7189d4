'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmButton } from '@/components/admin/confirm-dialog';
import { errorAt, Field, TextArea, TextInput } from '@/components/admin/form/field';
import { SubmitButton } from '@/components/admin/form/submit-button';
import { FormDialog } from '@/components/admin/form-dialog';
import { useListRights } from '@/components/admin/list/rights';
import { Button } from '@/components/admin/ui/button';
import { cx } from '@/components/admin/ui/cx';
import { Placeholder } from '@/components/admin/ui/card';
import { Loading } from '@/components/admin/ui/loading';
import type { LangCode } from '@/i18n/locales';
import { api } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useT } from '@/lib/admin/i18n/dictionary';
import { jobsText } from '@/lib/admin/i18n/jobs';
import { notifySuccess } from '@/lib/admin/notify';
import { useApi } from '@/lib/admin/use-api';
import { useUnsavedChangesGuard } from '@/components/admin/form/use-unsaved-changes';
import { useRemoveRow } from '@/lib/admin/row-actions';
import { jobOfficeSchema, jobUpdateSchema, officeUpdateSchema, type Job, type JobOrOffice, type Office } from '@/lib/validation/job-office';

type Values = z.input<typeof jobOfficeSchema>;

type NamePath = '/admin/job' | '/admin/office' | '/admin/spoken-language';

type Label = JobOrOffice | Job | Office;

/** What a list keeps beside a name: an office's postal address, a job title's feminine form; null for a language. */
const detailOf = (item: Label) => ('address' in item ? item.address : 'feminineName' in item ? item.feminineName : null);

/**
 * The job titles, offices or languages spoken of one language
 * (GET /api/admin/{job|office|spoken-language}?lang): add, rename and delete.
 */
export function NameList({
  path,
  lang,
  title,
  addLabel,
  emptyText,
}: {
  path: NamePath;
  lang: LangCode;
  title: string;
  addLabel: string;
  emptyText: string;
}) {
  const t = useT(jobsText);
  const c = useT(commonText);
  const { mayChangeSiteAtOnce: mayChange } = useListRights();
  const languageName = useLanguageName();
  const items = useApi(path, { query: { lang } });
  const [renaming, setRenaming] = useState<Label | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(jobOfficeSchema),
    defaultValues: { lang, name: '' },
  });
  const { errors, isSubmitting } = formState;

  const add = handleSubmit(async (values) => {
    try {
      await api.post(path, { json: [values] });
    } catch {
      return;
    }
    notifySuccess(t.created);
    reset({ lang, name: '' });
    await items.mutate();
  });

  const remove = useRemoveRow(path, items.mutate);

  return (
    <div>
      <form onSubmit={add} noValidate className={cx('mb-4 flex items-start gap-2', !mayChange && 'hidden')}>
        <div className="flex-1">
          <TextInput aria-label={addLabel} placeholder={t.namePlaceholder} invalid={!!errors.name} {...register('name')} />
          {errors.name?.message && (
            <p role="alert" className="mt-1 text-danger">
              {errors.name.message}
            </p>
          )}
        </div>
        <Button type="submit" variant="primary" loading={isSubmitting} icon={<Plus aria-hidden className="size-4" />}>
          {addLabel}
        </Button>
      </form>
      {items.isLoading ? (
        <Loading />
      ) : !items.data?.length ? (
        <Placeholder>{emptyText}</Placeholder>
      ) : (
        <ul className="divide-y divide-line-soft rounded-md border border-line-soft" aria-label={`${title} ${languageName(lang)}`}>
          {items.data.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2 hover:bg-black/[0.02]">
              <span className="min-w-0">
                {item.name}
                {detailOf(item) ? <span className="block text-xs whitespace-pre-line text-ink-3">{detailOf(item)}</span> : null}
              </span>
              <span
                className={cx(
                  !mayChange && 'hidden',
                  'flex shrink-0 items-center gap-3 [&_button]:min-h-[44px] [&_button]:min-w-[44px] md:[&_button]:min-h-0 md:[&_button]:min-w-0',
                )}
              >
                <Button
                  variant="link"
                  size="sm"
                  icon={<Pencil aria-hidden className="size-3.5" />}
                  onClick={() => setRenaming(item)}
                  aria-label={`${detailed(path) ? t.edit : t.rename} ${item.name}`}
                >
                  {detailed(path) ? t.edit : t.rename}
                </Button>
                <ConfirmButton onConfirm={() => remove(item)} aria-label={`${c.delete} ${item.name}`} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <RenameDialog
        path={path}
        item={renaming}
        onClose={() => setRenaming(null)}
        onSaved={() => {
          setRenaming(null);
          void items.mutate();
        }}
      />
    </div>
  );
}

/** Whether the list keeps a detail beside each name, which its dialog edits. */
const detailed = (path: NamePath) => path !== '/admin/spoken-language';

// Every list's fields: the address only an office's dialog shows, the feminine form only a job title's.
const updateSchema = officeUpdateSchema.extend({ feminineName: jobUpdateSchema.shape.feminineName });
type UpdateValues = z.input<typeof updateSchema>;

function RenameDialog({ path, item, onClose, onSaved }: { path: NamePath; item: Label | null; onClose: () => void; onSaved: () => void }) {
  const t = useT(jobsText);
  const office = path === '/admin/office';
  const job = path === '/admin/job';
  const { register, handleSubmit, reset, formState } = useForm<UpdateValues>({ resolver: zodResolver(updateSchema) });
  const { errors, isSubmitting, isDirty } = formState;
  const { confirmLeave, markSaved } = useUnsavedChangesGuard(!!item && isDirty);

  useEffect(() => {
    if (item)
      reset({
        id: item.id,
        lang: item.lang,
        name: item.name,
        address: office ? (detailOf(item) ?? '') : undefined,
        feminineName: job ? (detailOf(item) ?? '') : undefined,
      });
  }, [item, office, job, reset]);

  const close = async () => {
    if (await confirmLeave()) onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      await api.put(path, { json: [values] });
    } catch {
      return;
    }
    markSaved();
    notifySuccess(detailed(path) ? t.saved : t.renamed);
    onSaved();
  });

  return (
    <FormDialog
      open={!!item}
      onOpenChange={(open) => !open && void close()}
      title={detailed(path) ? t.edit : t.rename}
      action={<SubmitButton form="rename-form" saving={isSubmitting} />}
    >
      <form id="rename-form" onSubmit={submit} noValidate>
        <Field label={t.name} required error={errorAt(errors, 'name')}>
          {(id) => <TextInput id={id} invalid={!!errorAt(errors, 'name')} {...register('name')} />}
        </Field>
        {office ? (
          <Field label={t.address} error={errorAt(errors, 'address')} hint={t.addressHint}>
            {(id) => <TextArea id={id} rows={3} invalid={!!errorAt(errors, 'address')} {...register('address')} />}
          </Field>
        ) : null}
        {job ? (
          <Field label={t.feminineName} error={errorAt(errors, 'feminineName')} hint={t.feminineNameHint}>
            {(id) => <TextInput id={id} invalid={!!errorAt(errors, 'feminineName')} {...register('feminineName')} />}
          </Field>
        ) : null}
      </form>
    </FormDialog>
  );
}
