'use client';

import { useId, type ReactNode } from 'react';
import { Controller, useWatch, type Control, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { LangCode } from '@/i18n/locales';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { invalidLangs } from '@/lib/admin/translation-group';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { LangTabs } from '../lang-tabs';
import { Switch } from './field';

/**
 * One language version of a form that saves each language only when its switch is on: the
 * switch (`name`, a boolean), then the version's fields while it is on. A version already
 * stored is `locked` on.
 */
export function LanguageVersion<Form extends FieldValues, Output>({
  control,
  name,
  lang,
  locked,
  children,
}: {
  control: Control<Form, unknown, Output>;
  name: FieldPath<Form>;
  lang: LangCode;
  locked: boolean;
  children: ReactNode;
}) {
  const t = useT(commonText);
  const enabled = useWatch({ control, name });
  const id = `${useId()}-${lang}`;
  return (
    <>
      <div className="mb-5 flex items-center gap-3">
        <Controller
          control={control}
          name={name}
          render={({ field }) => <Switch id={id} checked={!!field.value} disabled={locked} onCheckedChange={field.onChange} />}
        />
        <label htmlFor={id} className="text-ink">
          {t.versionEnabled}
        </label>
        <span className="text-ink-3">{locked ? t.versionLocked : t.versionEnabledHint}</span>
      </div>
      {enabled && children}
    </>
  );
}

/** The form's error that concerns no one field, such as "no language version switched on". */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-[#ffccc7] bg-danger-soft px-3 py-2 text-[#cf1322]">
      {message}
    </p>
  );
}

/**
 * The language tabs of a form whose `items` are the versions, each under its switch
 * (`items.<index>.enabled`); `saved` says which languages are stored already (locked on).
 */
export function LanguageVersionTabs<Form extends FieldValues, Output>({
  form,
  saved,
  extra,
  header,
  children,
}: {
  form: Pick<UseFormReturn<Form, unknown, Output>, 'control' | 'formState'>;
  saved: (lang: LangCode) => boolean;
  extra?: ReactNode;
  /** Drawn at the top of each language's tab, above its switch (the version's workflow state). */
  header?: (lang: LangCode) => ReactNode;
  children: (lang: LangCode, index: number) => ReactNode;
}) {
  const { errors, submitCount } = form.formState;
  const langCodes = useSiteLangCodes();
  return (
    <>
      <FormAlert message={errors.root?.message} />
      <LangTabs invalid={invalidLangs(errors as { items?: unknown }, langCodes)} submitCount={submitCount} extra={extra}>
        {(lang, index) => (
          <>
            {header?.(lang)}
            <LanguageVersion control={form.control} name={`items.${index}.enabled` as FieldPath<Form>} lang={lang} locked={saved(lang)}>
              {children(lang, index)}
            </LanguageVersion>
          </>
        )}
      </LangTabs>
    </>
  );
}
