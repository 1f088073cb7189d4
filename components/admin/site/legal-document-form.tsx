'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import { RichTextEditor } from '@/components/admin/form/rich-text-editor';
import { SubmitButton } from '@/components/admin/form/submit-button';
import { LangTabs } from '@/components/admin/lang-tabs';
import { Placeholder } from '@/components/admin/ui/card';
import { Loading } from '@/components/admin/ui/loading';
import { langCodes } from '@/i18n/locales';
import { api } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { siteText } from '@/lib/admin/i18n/site';
import { notifySuccess } from '@/lib/admin/notify';
import { useApi } from '@/lib/admin/use-api';
import { useUnsavedChangesGuard } from '@/components/admin/form/use-unsaved-changes';
import { legalDocumentSchema, type LegalDocument, type LegalDocumentName } from '@/lib/validation/legal-document';

const formSchema = z.object({ items: z.array(legalDocumentSchema) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** One legal document (privacy or term-condition) in both languages (GET/POST /api/admin/legal-document). */
export function LegalDocumentForm({ name, label }: { name: LegalDocumentName; label: string }) {
  const t = useT(siteText);
  const c = useT(commonText);
  const stored = useApi<LegalDocument[] | LegalDocument | null>('/admin/legal-document');
  const initial = useMemo<FormInput>(() => {
    const rows = (Array.isArray(stored.data) ? stored.data : stored.data ? [stored.data] : []).filter((row) => row.name === name);
    return {
      items: langCodes.map((lang) => {
        const row = rows.find((item) => item.lang === lang);
        return { name, lang, title: row?.title ?? '', content: row?.content ?? '' };
      }),
    };
  }, [stored.data, name]);

  const { register, control, handleSubmit, reset, formState, getValues } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting, isDirty, submitCount } = formState;
  const { markSaved } = useUnsavedChangesGuard(isDirty);

  useEffect(() => reset(initial), [initial, reset]);

  const submit = handleSubmit(async ({ items }) => {
    try {
      await api.post('/admin/legal-document', items);
    } catch {
      return;
    }
    markSaved();
    reset(getValues());
    notifySuccess(t.savedDoc);
  });

  if (stored.isLoading) return <Loading />;
  if (stored.error) return <Placeholder>{stored.error.message}</Placeholder>;

  const invalid = Object.fromEntries(langCodes.map((lang, index) => [lang, !!errors.items?.[index]]));

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <LangTabs invalid={invalid} submitCount={submitCount} extra={<SubmitButton saving={isSubmitting}>{t.saveAll}</SubmitButton>}>
        {(lang, index) => (
          <>
            <Field label={t.docTitle} required error={errorAt(errors, `items.${index}.title`)}>
              {(id) => <TextInput id={id} invalid={!!errorAt(errors, `items.${index}.title`)} {...register(`items.${index}.title`)} />}
            </Field>
            <Field label={t.docContent} required error={errorAt(errors, `items.${index}.content`)} className="mb-0">
              {(id) => (
                <Controller
                  control={control}
                  name={`items.${index}.content`}
                  render={({ field }) => (
                    <RichTextEditor
                      id={id}
                      label={`${label} ${c[lang]}`}
                      value={field.value}
                      onChange={field.onChange}
                      invalid={!!errorAt(errors, `items.${index}.content`)}
                    />
                  )}
                />
              )}
            </Field>
          </>
        )}
      </LangTabs>
    </form>
  );
}
