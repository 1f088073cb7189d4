'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, type ReactNode } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { isOneOf, type LangCode } from '@/i18n/locales';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { versionsText } from '@/lib/admin/i18n/language-versions';
import { useSideBySideHref, type SideBySide as Translation } from '@/lib/admin/side-by-side';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import type { WorkflowEntity } from '@/lib/validation/workflow';
import { ContentLanguageProvider } from './content-language';
import { SelectInput } from './field';
import { GlossaryBeside } from './glossary-beside';
import { SourceChangedNote, sourceSideOf, SourceSideProvider, useRecordedSource } from './source-side';

type Version = Record<string, unknown> & { enabled?: boolean; id?: number };

/**
 * In place of the language tabs, one version translated beside another: the target's form
 * (`children(target, index)`, the same fields as its tab), each translated field with the
 * source's words beside it, read only, and what changed in them since the target was
 * translated marked word by word. The source is the one asked for, else the one recorded, else
 * the first version written; the address then names it, so a save records it.
 */
export function SideBySide<Form extends FieldValues, Output>({
  control,
  entity,
  translation,
  children,
}: {
  control: Control<Form, unknown, Output>;
  entity: WorkflowEntity;
  translation: Translation;
  children: (lang: LangCode, index: number) => ReactNode;
}) {
  const t = useT(versionsText);
  const languageName = useLanguageName();
  const langCodes = useSiteLangCodes();
  const router = useRouter();
  const hrefOf = useSideBySideHref();
  const headingId = useId();
  const items = useWatch({ control, name: 'items' as FieldPath<Form> }) as Version[] | undefined;
  const { target } = translation;
  const index = langCodes.indexOf(target);
  const recorded = useRecordedSource(entity, items?.[index]?.id);
  const sources = langCodes.filter((lang, at) => lang !== target && items?.[at]?.enabled);
  const asked = translation.source ?? recorded.sourceLang;
  const source = isOneOf(sources, asked) ? asked : recorded.waiting ? undefined : sources[0];

  useEffect(() => {
    if (source && source !== translation.source) router.replace(hrefOf(target, source));
  }, [source, translation.source, target, hrefOf, router]);

  const changes = recorded.changesFrom(source);
  const names = { source: languageName(source ?? ''), target: languageName(target) };

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line-soft pb-3">
        <h2 id={headingId} className="text-base font-semibold">
          {source ? format(t.translating, names) : languageName(target)}
        </h2>
        {sources.length > 1 && source && (
          <label className="flex items-center gap-2">
            {t.translateFrom}
            <SelectInput
              className="w-auto"
              value={source}
              options={sources.map((lang) => ({ value: lang, label: languageName(lang) }))}
              onChange={(event) => isOneOf(sources, event.target.value) && router.replace(hrefOf(target, event.target.value))}
            />
          </label>
        )}
        <Link href={hrefOf(null)} className="text-primary hover:text-primary-hover">
          {t.allLanguages}
        </Link>
      </div>
      {!source && !recorded.waiting && <p className="mb-4 text-ink-2">{t.noSource}</p>}
      {changes.length > 0 && <SourceChangedNote lang={source!} recorded={recorded.sourceRecorded} />}
      {source && (
        <GlossaryBeside
          entity={entity}
          id={items?.[index]?.id}
          source={source}
          target={target}
          values={items?.[langCodes.indexOf(source)] ?? {}}
        />
      )}
      <ContentLanguageProvider langCode={target}>
        {source ? (
          <SourceSideProvider side={sourceSideOf(source, items?.[langCodes.indexOf(source)] ?? {}, changes)}>
            {children(target, index)}
          </SourceSideProvider>
        ) : (
          children(target, index)
        )}
      </ContentLanguageProvider>
    </section>
  );
}
