'use client';

import { languageOf } from '@/i18n/locales';
import { useAdminLocale, type AdminLocale } from './locale';

/** Content languages named in the back office's own languages. */
const names: Record<AdminLocale, Record<string, string>> = {
  zh: { en_US: '英文', zh_CN: '简体中文', zh_HK: '繁体中文', ms_MY: '马来文', ar_AE: '阿拉伯文' },
  en: { en_US: 'English', zh_CN: 'Simplified Chinese', zh_HK: 'Traditional Chinese', ms_MY: 'Malay', ar_AE: 'Arabic' },
};

/** A content language's name in the back office's language; one added later is named by the browser. */
function languageName(langCode: string, locale: AdminLocale): string {
  const own = names[locale][langCode];
  if (own) return own;
  const htmlLang = languageOf(langCode)?.htmlLang;
  return (htmlLang && new Intl.DisplayNames([locale], { type: 'language' }).of(htmlLang)) || langCode;
}

/** `languageName` in the current admin language. */
export function useLanguageName(): (langCode: string) => string {
  const locale = useAdminLocale();
  return (langCode) => languageName(langCode, locale);
}
