'use client';

import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorAt, Field, TextInput } from '@/components/admin/form/field';
import { TranslationGaps } from '@/components/admin/list/translation-gaps';
import { LanguageVersionTabs, useShownVersion, VersionsActedOn } from '@/components/admin/form/language-version';
import { RichTextEditor } from '@/components/admin/form/rich-text-editor';
import { Placeholder } from '@/components/admin/ui/card';
import { Loading } from '@/components/admin/ui/loading';
import type { LangCode } from '@/i18n/locales';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { api } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useT } from '@/lib/admin/i18n/dictionary';
import { siteText } from '@/lib/admin/i18n/site';
import { notifySuccess } from '@/lib/admin/notify';
import { useTranslationGaps } from '@/lib/admin/translations';
import { enabledItems, enabledVersionsResolver, storedVersions, useStartLang, versionChanged } from '@/lib/admin/translation-group';
import { useApi } from '@/lib/admin/use-api';
import { useUnsavedChangesGuard } from '@/components/admin/form/use-unsaved-changes';
import { useWorkflowSave } from '@/components/admin/workflow/use-workflow-save';
import { VersionHeader } from '@/components/admin/form/version-header';
import { WorkflowActions } from '@/components/admin/workflow/workflow-actions';
import type { WorkflowAction } from '@/lib/admin/workflow/calls';
import { legalDocumentSchema, type LegalDocumentName } from '@/lib/validation/legal-document';

const formSchema = z.object({ items: z.array(legalDocumentSchema.extend({ enabled: z.boolean(), id: z.number().optional() })) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** One legal document (privacy or term-condition) in every served language (GET/POST /api/admin/legal-document). */
export function LegalDocumentForm({ name, label }: { name: LegalDocumentName; label: string }) {
  const t = useT(siteText);
  const c = useT(commonText);
  const languageName = useLanguageName();
  const langCodes = useSiteLangCodes();
  const stored = useApi('/admin/legal-document');
  const rows = useMemo(() => storedVersions(stored.data).filter((row) => row.name === name), [stored.data, name]);
  const initial = useMemo<FormInput>(
    () => ({
      // Before the document is written the default language is on; afterwards, those written.
      items: langCodes.map((lang, index) => {
        const row = rows.find((item) => item.lang === lang);
        // The id (which the save looks up again) tells translating side by side which version is the target.
        return {
          enabled: rows.length === 0 ? index === 0 : !!row,
          id: row?.id,
          name,
          lang,
          title: row?.title ?? '',
          content: row?.content ?? '',
        };
      }),
    }),
    [rows, name, langCodes],
  );

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: enabledVersionsResolver(formSchema, c.noVersionEnabled),
    defaultValues: initial,
  });
  const { register, control, handleSubmit, reset, formState, getValues } = form;
  const { errors, isSubmitting, isDirty, dirtyFields } = formState;
  const { markSaved, reload } = useUnsavedChangesGuard(isDirty);
  const start = useStartLang();
  const [shown, setShown] = useState<LangCode>(start);
  const shownVersion = useShownVersion(control, shown, rows);
  const workflow = useWorkflowSave('legal-document', rows, reload);
  const gaps = useTranslationGaps('legal', [name]);

  // A fresh read (after a save here or in the other document's form) never wipes unsaved edits.
  useEffect(() => {
    if (!isDirty) reset(initial);
  }, [initial, isDirty, reset]);

  // A document's versions are written by name and language; the id (which the call ignores) ties each to its stored state.
  const save = (action: WorkflowAction) =>
    handleSubmit(async ({ items }) => {
      const versions = enabledItems(items).map((item) => ({ ...item, id: rows.find((row) => row.lang === item.lang)?.id }));
      const write = (stamped: typeof versions) => api.post('/admin/legal-document', { json: stamped });
      const changed = (item: { lang: string }) => versionChanged(dirtyFields, langCodes, item.lang);
      if (!(await workflow.save(versions, action, write, { shown, changed }))) return;
      await stored.mutate();
      markSaved();
      reset(getValues());
      notifySuccess(workflow.doneText(action, t.savedDoc));
    });

  if (stored.isLoading) return <Loading />;
  if (stored.error) return <Placeholder>{stored.error.message}</Placeholder>;

  return (
    <form onSubmit={save({})} noValidate aria-label={label}>
      <TranslationGaps rows={gaps.get(name)} className="mb-2" />
      <LanguageVersionTabs
        form={form}
        saved={(lang) => rows.some((row) => row.lang === lang)}
        initial={start}
        onShow={setShown}
        entity="legal-document"
        header={(lang) => <VersionHeader entity="legal-document" state={rows.find((row) => row.lang === lang)} />}
      >
        {(lang, index) => (
          <>
            <Field label={t.docTitle} required error={errorAt(errors, `items.${index}.title`)} sourceField="title">
              {(id) => <TextInput id={id} invalid={!!errorAt(errors, `items.${index}.title`)} {...register(`items.${index}.title`)} />}
            </Field>
            <Field label={t.docContent} required error={errorAt(errors, `items.${index}.content`)} className="mb-0" sourceField="content">
              {(id) => (
                <Controller
                  control={control}
                  name={`items.${index}.content`}
                  render={({ field }) => (
                    <RichTextEditor
                      id={id}
                      label={`${label} ${languageName(lang)}`}
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
      </LanguageVersionTabs>
      <div className="mt-5 flex flex-wrap gap-2 border-t border-line-soft pt-4">
        <VersionsActedOn control={form.control} shown={shown} />
        <WorkflowActions shown={shownVersion} saving={isSubmitting} onAction={(action) => void save(action)()} />
      </div>
      {workflow.dialog}
    </form>
  );
}
