'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { get } from 'react-hook-form';
import { directionOf, languageOf } from '@/i18n/locales';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { versionsText } from '@/lib/admin/i18n/language-versions';
import { translationsText } from '@/lib/admin/i18n/translations';
import { useApi } from '@/lib/admin/use-api';
import { plainText, wordChanges } from '@/lib/admin/workflow/field-diff';
import { kindOfEntity, type WorkflowEntity } from '@/lib/validation/workflow';
import { ChangedWords } from '../workflow/field-differences';
import { SourceText } from './source-text';

/** The version a translation is made from, beside the form of the target (side by side). */
export interface SourceSide {
  /** Its language, as the API gives it. */
  lang: string;
  /** The source version's values, as the form holds them. */
  values: Record<string, unknown>;
  /** A field of the source whose words changed since the target was translated: its words then. */
  then: ReadonlyMap<string, string | null>;
}

const Context = createContext<SourceSide | null>(null);

export function SourceSideProvider({ side, children }: { side: SourceSide; children: ReactNode }) {
  return <Context.Provider value={side}>{children}</Context.Provider>;
}

/** A changed field of the source: its path in a version, and its words when the target was translated. */
type SourceChange = { field: string; then: string | null };

/** The source `lang` with its `values`, and what changed in them since the target was translated. */
export function sourceSideOf(lang: string, values: Record<string, unknown>, changes: readonly SourceChange[]): SourceSide {
  return { lang, values, then: new Map(changes.map((change) => [change.field, change.then])) };
}

/**
 * What the translation desk recorded of the target version `id` (none for one not saved yet):
 * the language it was translated from, and, when it is out of date against `source`, the
 * source's fields changed since; `waiting` while that is asked.
 */
export function useRecordedSource(entity: WorkflowEntity, id: number | undefined) {
  const recorded = useApi(id ? '/admin/translations/changes' : null, { query: { kind: kindOfEntity[entity], id: String(id) } });
  const { data } = recorded;
  return {
    waiting: !!id && !data && !recorded.error,
    sourceLang: data?.sourceLang ?? undefined,
    /** False when no record of the source was kept as it was translated: changes are since its earliest record. */
    sourceRecorded: data?.sourceRecorded ?? true,
    changesFrom: (source: string | undefined): SourceChange[] =>
      data?.status === 'outdated' && data.sourceLang === source ? data.changes : [],
  };
}

/**
 * Says that the source `lang` changed since the translation, as the marks beside the fields show,
 * and, without a record of it as translated (`recorded` false), that they are since its earliest.
 */
export function SourceChangedNote({ lang, recorded }: { lang: string; recorded: boolean }) {
  const t = useT(versionsText);
  const desk = useT(translationsText);
  const languageName = useLanguageName();
  return (
    <p role="note" className="mb-4 rounded-md border border-[#ffd591] bg-[#fff7e6] px-3 py-2 text-[#ad4e00]">
      {format(t.sourceChanged, { lang: languageName(lang) })}
      {!recorded && ` ${desk.noRecordOfSource}`}
    </p>
  );
}

/** The source beside the form, when translating side by side; else null. */
export function useSourceSide(): SourceSide | null {
  return useContext(Context);
}

/**
 * The source's words of one field (`field`, a path in a version such as `customContents.0.title`),
 * read only, with what changed since the translation marked word by word; nothing (an empty
 * column) for a field that is not translated.
 */
export function SourceValue({ side, field, label }: { side: SourceSide; field: string | undefined; label: ReactNode }) {
  const t = useT(versionsText);
  const languageName = useLanguageName();
  if (!field) return <div aria-hidden className="hidden md:block" />;
  const value: unknown = get(side.values, field);
  const then = side.then.get(field);
  const htmlLang = languageOf(side.lang)?.htmlLang ?? side.lang;
  return (
    <div className="mb-2 min-w-0 md:mb-0" data-testid="source-field">
      <p className="mb-1.5 text-ink-2">
        {label} <span className="text-xs text-ink-3">{format(t.sourceColumn, { lang: languageName(side.lang) })}</span>
      </p>
      <div
        lang={htmlLang}
        dir={directionOf(htmlLang)}
        className="min-h-8 rounded-md border border-line-soft bg-black/[0.02] px-2.5 py-1 leading-6 break-words whitespace-pre-wrap"
      >
        {typeof then === 'string' ? (
          <ChangedWords changes={wordChanges(plainText(then), plainText(value))} />
        ) : (
          <SourceText value={value} sourceLang={side.lang} />
        )}
      </div>
    </div>
  );
}
