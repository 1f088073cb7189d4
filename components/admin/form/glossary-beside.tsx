'use client';

import { TriangleAlert } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useId, useMemo, useRef } from 'react';
import { directionOf, languageOf } from '@/i18n/locales';
import { glossaryTermsIn, type GlossaryMatch } from '@/lib/content/glossary';
import { useGlossary, useGlossaryCheck, warnOfMissingTerms } from '@/lib/admin/glossary';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { glossaryText } from '@/lib/admin/i18n/glossary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { kindOfEntity, type WorkflowEntity } from '@/lib/validation/workflow';

/** Every text of a version's values (its fields, its sections' parts), one a line. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

/** Words in a content language, marked as such. */
function InLanguage({ lang, children }: { lang: string; children: string }) {
  const htmlLang = languageOf(lang)?.htmlLang ?? lang;
  return (
    <span lang={htmlLang} dir={directionOf(htmlLang)}>
      {children}
    </span>
  );
}

/**
 * Beside a translation, the glossary's terms its source holds, each with its rendering in the
 * target language (or "keep as written"), its note, and, once the translation is saved, whether
 * the saved text lacks it: a warning, also notified after each save, submission or "still current"
 * made while the view is open. Nothing when the source holds no term.
 */
export function GlossaryBeside({
  entity,
  id,
  source,
  target,
  values,
}: {
  entity: WorkflowEntity;
  /** The target version; none before its first save. */
  id: number | undefined;
  source: string;
  target: string;
  /** The source version's values, as the form holds them. */
  values: Record<string, unknown>;
}) {
  const t = useT(glossaryText);
  const languageName = useLanguageName();
  const headingId = useId();
  const glossary = useGlossary();
  const checked = useGlossaryCheck(kindOfEntity[entity], id);
  const check = checked.data;
  const text = textsOf(values).join('\n');
  const found = useMemo(() => (glossary ? glossaryTermsIn(glossary, text, target, source) : []), [glossary, text, target, source]);
  const missing = check?.sourceLang === source ? check.missing : [];
  const lacks = (match: GlossaryMatch) => missing.some((gap) => gap.term === match.term);

  // The check as the view opened says nothing new; each one after (a save, "still current") is notified.
  const checks = useRef({ openedWith: id, done: 0 });
  useEffect(() => {
    if (checked.isValidating || !check) return;
    checks.current.done += 1;
    if (checks.current.done > 1 || checks.current.openedWith === undefined) warnOfMissingTerms(check.missing, 'missingAfterSave');
  }, [checked.isValidating, check]);

  if (!found.length && !missing.length) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-md border border-line-soft bg-white px-3 py-2"
      data-testid="glossary-beside"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 id={headingId} className="font-semibold">
          {t.beside}
        </h3>
        <Link href="/admin/glossary" className="text-primary hover:text-primary-hover">
          {t.openGlossary}
        </Link>
      </div>
      <p className="text-ink-3">{format(t.besideIntro, { lang: languageName(target) })}</p>
      {missing.length > 0 && (
        <p role="status" className="my-2 flex gap-2 rounded-md border border-[#ffd591] bg-[#fff7e6] px-3 py-2 text-[#ad4e00]">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {format(t.missingInSaved, { count: missing.length })}
        </p>
      )}
      <ul className="mt-1 divide-y divide-line-soft">
        {found.map((match) => (
          <li key={match.term} className="flex flex-wrap items-baseline gap-x-2 py-1.5">
            <InLanguage lang={source}>{match.source}</InLanguage>
            <span aria-hidden className="text-ink-3">
              →
            </span>
            {match.doNotTranslate ? (
              <span className="text-ink-2">{t.keepAsWritten}</span>
            ) : match.rendering ? (
              <strong className="font-medium">
                <InLanguage lang={target}>{match.rendering}</InLanguage>
              </strong>
            ) : (
              <span className="text-ink-3">{format(t.noRenderingIn, { lang: languageName(target) })}</span>
            )}
            {lacks(match) && (
              <span className="rounded border border-[#ffd591] bg-[#fff7e6] px-1.5 text-xs text-[#ad4e00]">{t.missingMark}</span>
            )}
            {match.note && <span className="basis-full text-ink-3">{match.note}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
