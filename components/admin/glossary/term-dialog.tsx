'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ContentLanguageProvider } from '@/components/admin/form/content-language';
import { errorAt, Field, Switch, TextArea, TextInput } from '@/components/admin/form/field';
import { SubmitButton } from '@/components/admin/form/submit-button';
import { useUnsavedChangesGuard } from '@/components/admin/form/use-unsaved-changes';
import { FormDialog } from '@/components/admin/form-dialog';
import { api } from '@/lib/admin/fetcher';
import { refreshGlossary } from '@/lib/admin/glossary';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { glossaryText } from '@/lib/admin/i18n/glossary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { notifySuccess } from '@/lib/admin/notify';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { glossaryTermSchema, type GlossaryTermView } from '@/lib/validation/glossary';

type Values = z.input<typeof glossaryTermSchema>;

const FORM_ID = 'glossary-term-form';

/** Adds a term (`term` null) or edits one (`term` undefined: closed): its wording, a rendering per language or "do not translate", a note. */
export function TermDialog({ term, onClose }: { term: GlossaryTermView | null | undefined; onClose: () => void }) {
  const t = useT(glossaryText);
  const languageName = useLanguageName();
  const langCodes = useSiteLangCodes();
  const [termLang, ...langs] = langCodes;
  const open = term !== undefined;
  const switchId = useId();
  const form = useForm<Values>({ resolver: zodResolver(glossaryTermSchema) });
  const { register, control, handleSubmit, reset, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const { confirmLeave, markSaved } = useUnsavedChangesGuard(open && isDirty);
  const kept = !!useWatch({ control, name: 'doNotTranslate' });

  useEffect(() => {
    if (!open) return;
    const renderings = Object.fromEntries(langCodes.slice(1).map((lang) => [lang, term?.renderings[lang] ?? '']));
    reset({ term: term?.term ?? '', doNotTranslate: term?.doNotTranslate ?? 0, renderings, note: term?.note ?? '' });
  }, [open, term, reset, langCodes]);

  const close = async () => {
    if (await confirmLeave()) onClose();
  };

  const submit = handleSubmit(async (values) => {
    const json = { ...values, renderings: values.doNotTranslate ? {} : values.renderings };
    try {
      if (term) await api.put('/admin/glossary/:id', { param: { id: term.id }, json });
      else await api.post('/admin/glossary', { json });
    } catch {
      return; // The fetcher has shown the server's message.
    }
    markSaved();
    notifySuccess(term ? t.updated : t.created);
    await refreshGlossary();
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && void close()}
      title={term ? t.editTitle : t.addTitle}
      action={<SubmitButton form={FORM_ID} saving={isSubmitting} />}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <ContentLanguageProvider langCode={termLang}>
          <Field label={format(t.termIn, { lang: languageName(termLang) })} required error={errorAt(errors, 'term')}>
            {(id) => <TextInput id={id} autoComplete="off" invalid={!!errorAt(errors, 'term')} {...register('term')} />}
          </Field>
        </ContentLanguageProvider>
        <div className="mb-5">
          <div className="flex items-center gap-3">
            <Controller
              control={control}
              name="doNotTranslate"
              render={({ field }) => (
                <Switch id={switchId} checked={!!field.value} onCheckedChange={(checked) => field.onChange(checked ? 1 : 0)} />
              )}
            />
            <label htmlFor={switchId} className="font-medium text-ink">
              {t.doNotTranslate}
            </label>
          </div>
          <p className="mt-1 text-ink-3">{t.doNotTranslateHint}</p>
        </div>
        {!kept &&
          langs.map((lang) => (
            <ContentLanguageProvider key={lang} langCode={lang}>
              <Field label={format(t.renderingIn, { lang: languageName(lang) })} error={errorAt(errors, `renderings.${lang}`)}>
                {(id) => (
                  <TextInput
                    id={id}
                    autoComplete="off"
                    invalid={!!errorAt(errors, `renderings.${lang}`)}
                    {...register(`renderings.${lang}`)}
                  />
                )}
              </Field>
            </ContentLanguageProvider>
          ))}
        <Field label={t.note} hint={t.noteHint} error={errorAt(errors, 'note')}>
          {(id) => <TextArea id={id} rows={3} invalid={!!errorAt(errors, 'note')} {...register('note')} />}
        </Field>
      </form>
    </FormDialog>
  );
}
