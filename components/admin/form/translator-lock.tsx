'use client';

import type { ReactNode } from 'react';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { versionsText } from '@/lib/admin/i18n/language-versions';
import { useMine } from '@/lib/admin/session';

/** What a translator may not change in an editor: facts every version shares, versions not in their languages. */
function useTranslatorLock() {
  const { isTranslator, data } = useMine();
  const languages: readonly string[] = data?.languages ?? [];
  return { factsLocked: isTranslator, versionLocked: (lang: string) => isTranslator && !languages.includes(lang) };
}

/** A part of an editor a translator reads but does not change (the server refuses it too), with why. */
function Locked({ locked, why, children }: { locked: boolean; why: string; children: ReactNode }) {
  if (!locked) return children;
  return (
    <fieldset disabled className="m-0 min-w-0 border-0 p-0">
      <p className="mb-4 rounded-md bg-black/[0.04] px-3 py-2 text-ink-2">{why}</p>
      {children}
    </fieldset>
  );
}

/** The group's shared facts (photo, phone, cover, icon…): read-only to a translator. */
export function SharedFacts({ children }: { children: ReactNode }) {
  const t = useT(versionsText);
  return (
    <Locked locked={useTranslatorLock().factsLocked} why={t.sharedFacts}>
      {children}
    </Locked>
  );
}

/** A language version's fields: read-only to a translator who does not translate into `lang`. */
export function VersionFields({ lang, children }: { lang: string; children: ReactNode }) {
  const t = useT(versionsText);
  const languageName = useLanguageName();
  return (
    <Locked locked={useTranslatorLock().versionLocked(lang)} why={format(t.notYourLanguage, { lang: languageName(lang) })}>
      {children}
    </Locked>
  );
}
