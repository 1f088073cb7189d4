'use client';

import { nameIn } from '@/i18n/locales';
import { useSiteLanguages } from '../site-languages';
import { useAdminLocale } from './locale';

/**
 * A content language's name in the current admin language (英文, Simplified Chinese): the
 * registry's (i18n/locales.ts), which names a language added later as the browser does.
 */
export function useLanguageName(): (langCode: string) => string {
  const locale = useAdminLocale();
  return (langCode) => nameIn(langCode, locale) ?? langCode;
}

/** The languages the site serves, named as one list in the admin language (`English, Simplified Chinese`): what "every version" means. */
export function useServedLanguageList(): string {
  const locale = useAdminLocale();
  const name = useLanguageName();
  return useSiteLanguages()
    .map((language) => name(language.langCode))
    .join(locale === 'zh' ? '、' : ', ');
}
