'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { get } from 'react-hook-form';
import { directionOf, languageOf, type LangCode } from '@/i18n/locales';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { versionsText } from '@/lib/admin/i18n/language-versions';
import { plainText, wordChanges } from '@/lib/admin/workflow/field-diff';
import { ChangedWords } from '../workflow/field-differences';

/** The version a translation is made from, beside the form of the target (side by side). */
export interface SourceSide {
  lang: LangCode;
  /** The source version's values, as the form holds them. */
  values: Record<string, unknown>;
  /** A field of the source whose words changed since the target was translated: its words then. */
  then: ReadonlyMap<string, string | null>;
}

const Context = createContext<SourceSide | null>(null);

export function SourceSideProvider({ side, children }: { side: SourceSide; children: ReactNode }) {
  return <Context.Provider value={side}>{children}</Context.Provider>;
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
  const now = plainText(get(side.values, field));
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
        {typeof then === 'string' ? <ChangedWords changes={wordChanges(plainText(then), now)} /> : now || '—'}
      </div>
    </div>
  );
}
