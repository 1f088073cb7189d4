'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LangCode, Language } from '@/i18n/locales';

/** A language the site serves, as the back office needs it. */
export type SiteLanguage = Pick<Language, 'langCode' | 'urlLocale' | 'htmlLang' | 'langName'>;

const SiteLanguages = createContext<readonly SiteLanguage[]>([]);

/** Gives every back-office screen the languages the server serves (SITE_LANGUAGES), the default first. */
export function SiteLanguagesProvider({ languages, children }: { languages: readonly SiteLanguage[]; children: ReactNode }) {
  return <SiteLanguages.Provider value={languages}>{children}</SiteLanguages.Provider>;
}

/** The languages the site serves, the default first. */
export function useSiteLanguages(): readonly SiteLanguage[] {
  return useContext(SiteLanguages);
}

/** The API codes of the languages the site serves, the default first (the same array from render to render). */
export function useSiteLangCodes(): LangCode[] {
  const languages = useSiteLanguages();
  return useMemo(() => languages.map((language) => language.langCode), [languages]);
}
