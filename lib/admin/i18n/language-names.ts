'use client';

import { nameIn } from '@/i18n/locales';
import { useAdminLocale } from './locale';

/**
 * A content language's name in the current admin language (英文, Simplified Chinese): the
 * registry's (i18n/locales.ts), which names a language added later as the browser does.
 */
export function useLanguageName(): (langCode: string) => string {
  const locale = useAdminLocale();
  return (langCode) => nameIn(langCode, locale) ?? langCode;
}
