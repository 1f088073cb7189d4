'use client';

import { Languages, Plus } from 'lucide-react';
import Link from 'next/link';
import { useEffect, type ReactNode } from 'react';
import { useController, useFormState, useWatch, type Control, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { LangCode } from '@/i18n/locales';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { versionsText } from '@/lib/admin/i18n/language-versions';
import { useSideBySide, useSideBySideHref } from '@/lib/admin/side-by-side';
import { invalidLangs, ownFieldsChanged } from '@/lib/admin/translation-group';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import type { VersionState } from '@/lib/admin/workflow/calls';
import type { WorkflowEntity } from '@/lib/validation/workflow';
import { LangTabs } from '../lang-tabs';
import type { ShownVersion } from '../workflow/workflow-actions';
import { Button } from '../ui/button';
import { SideBySide } from './side-by-side';

/** The `enabled` switches of a form's `items` (one version per served language). */
function useEnabled<Form extends FieldValues, Output>(control: Control<Form, unknown, Output>): boolean[] {
  const items = useWatch({ control, name: 'items' as FieldPath<Form> }) as { enabled?: boolean }[] | undefined;
  return (items ?? []).map((item) => !!item?.enabled);
}

/**
 * One language version of a form that saves only the versions written (`name`, a boolean): a
 * version stored already shows its fields; one not written shows "Add the … version", which
 * runs `onAdd` (copying what the versions share) before showing the fields; one added before the
 * first save may be dropped again while another version stays. `translatable` (another version
 * is saved) offers to translate it side by side; being translated so, it is added at once.
 */
function LanguageVersion<Form extends FieldValues, Output>({
  control,
  name,
  lang,
  locked,
  translatable = false,
  onAdd,
  children,
}: {
  control: Control<Form, unknown, Output>;
  name: FieldPath<Form>;
  lang: LangCode;
  locked: boolean;
  translatable?: boolean;
  onAdd?: () => void;
  children: ReactNode;
}) {
  const t = useT(versionsText);
  const languageName = useLanguageName();
  const { field } = useController({ control, name });
  const written = useEnabled(control).filter(Boolean).length;
  const translating = useSideBySide()?.target === lang;
  const hrefOf = useSideBySideHref();
  const language = { lang: languageName(lang) };
  const add = () => {
    onAdd?.();
    field.onChange(true);
  };
  const addNow = translating && !locked && !field.value;
  useEffect(() => {
    if (addNow) add();
  });
  const translate = translatable && !translating && (
    <Link
      href={hrefOf(lang)}
      aria-label={format(t.translateSideBySideLabel, language)}
      className="inline-flex items-center gap-1 text-primary hover:text-primary-hover"
    >
      <Languages aria-hidden className="size-4" />
      {t.translateSideBySide}
    </Link>
  );
  if (!locked && !field.value) {
    return (
      <div className="flex flex-col items-start gap-2 rounded-md border border-dashed border-line px-4 py-6">
        <p className="text-ink">{format(t.notWritten, language)}</p>
        <p className="text-ink-3">{t.addVersionHint}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button variant="primary" icon={<Plus aria-hidden className="size-4" />} onClick={add}>
            {format(t.addVersion, language)}
          </Button>
          {translate}
        </div>
      </div>
    );
  }
  const removable = !locked && written > 1 && !translating;
  return (
    <>
      {(translate || removable) && (
        <div className="mb-3 flex flex-wrap justify-end gap-x-4 gap-y-1">
          {translate}
          {removable && (
            <Button variant="link" onClick={() => field.onChange(false)}>
              {format(t.removeVersion, language)}
            </Button>
          )}
        </div>
      )}
      {children}
    </>
  );
}

/** The form's error that concerns no one field, such as "no language version written". */
function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-[#ffccc7] bg-danger-soft px-3 py-2 text-[#cf1322]">
      {message}
    </p>
  );
}

/**
 * Says beside an editor's buttons that they act on the version `shown` (side by side, the
 * target), and, once other versions are changed or added, that Save keeps those changes too,
 * without publishing them; without a workflow (no `shown`), which versions Save writes.
 */
export function VersionsActedOn<Form extends FieldValues, Output>({
  control,
  shown,
}: {
  control: Control<Form, unknown, Output>;
  shown?: LangCode;
}) {
  const t = useT(versionsText);
  const languageName = useLanguageName();
  const langCodes = useSiteLangCodes();
  const enabled = useEnabled(control);
  const { dirtyFields } = useFormState({ control });
  const sideBySide = useSideBySide();
  const current = sideBySide?.target ?? shown;
  if (!current) {
    const written = langCodes.filter((_lang, index) => enabled[index]).map((lang) => languageName(lang));
    return (
      <p className="basis-full text-ink-2" data-testid="versions-acted-on">
        {format(t.savesAll, { langs: written.join(t.listSeparator) })}
      </p>
    );
  }
  const others = langCodes
    .filter(
      (lang, index) => enabled[index] && lang !== current && !sideBySide && ownFieldsChanged(dirtyFields as { items?: unknown }, index),
    )
    .map((lang) => languageName(lang));
  return (
    <p className="basis-full text-ink-2" data-testid="versions-acted-on">
      {format(t.actsOn, { lang: languageName(current) })}
      {others.length > 0 && <span className="ml-1">{format(t.othersSaved, { langs: others.join(t.listSeparator) })}</span>}
    </p>
  );
}

/** The version of the tab shown (`shown`; side by side, the target), which an editor's workflow buttons act on. */
export function useShownVersion<Form extends FieldValues, Output>(
  control: Control<Form, unknown, Output>,
  shown: LangCode,
  stored: readonly (VersionState | undefined)[],
): ShownVersion {
  const langCodes = useSiteLangCodes();
  const enabled = useEnabled(control);
  const lang = useSideBySide()?.target ?? shown;
  return { lang, state: stored.find((state) => state?.lang === lang), written: !!enabled[langCodes.indexOf(lang)] };
}

/**
 * The language tabs of a form whose `items` are the versions (`items.<index>.enabled` says which
 * are written); `saved` says which languages are stored already, `initial` which tab shows first,
 * and `onAdd(index)` fills a version being added from those written. With `entity`, a version
 * may be translated side by side with another saved one (`?translate=`), in place of the tabs.
 */
export function LanguageVersionTabs<Form extends FieldValues, Output>({
  form,
  saved,
  initial,
  onAdd,
  extra,
  header,
  entity,
  onShow,
  children,
}: {
  form: Pick<UseFormReturn<Form, unknown, Output>, 'control' | 'formState'>;
  saved: (lang: LangCode) => boolean;
  initial?: LangCode;
  onAdd?: (index: number) => void;
  extra?: ReactNode;
  /** Drawn at the top of each language's tab, above its fields (the version's workflow state). */
  header?: (lang: LangCode) => ReactNode;
  entity?: WorkflowEntity;
  /** Told the language of the tab shown, whenever it changes. */
  onShow?: (lang: LangCode) => void;
  children: (lang: LangCode, index: number) => ReactNode;
}) {
  const { errors, submitCount } = form.formState;
  const langCodes = useSiteLangCodes();
  const sideBySide = useSideBySide();
  const version = (lang: LangCode, index: number) => (
    <>
      {header?.(lang)}
      <LanguageVersion
        control={form.control}
        name={`items.${index}.enabled` as FieldPath<Form>}
        lang={lang}
        locked={saved(lang)}
        translatable={!!entity && langCodes.some((other) => other !== lang && saved(other))}
        onAdd={onAdd && (() => onAdd(index))}
      >
        {children(lang, index)}
      </LanguageVersion>
    </>
  );
  return (
    <>
      <FormAlert message={errors.root?.message} />
      {entity && sideBySide ? (
        <SideBySide control={form.control} entity={entity} translation={sideBySide}>
          {version}
        </SideBySide>
      ) : (
        <LangTabs
          invalid={invalidLangs(errors as { items?: unknown }, langCodes)}
          submitCount={submitCount}
          extra={extra}
          initial={initial}
          onShow={onShow}
        >
          {version}
        </LangTabs>
      )}
    </>
  );
}
