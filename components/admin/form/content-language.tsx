'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { directionOf, languageOf } from '@/i18n/locales';

/** The HTML `lang` and `dir` of the text typed into a control. */
interface ContentLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

const Context = createContext<(ContentLanguage & { langCode: string }) | null>(null);

/**
 * Says in which content language the controls inside are written: text inputs, text areas and
 * the rich-text editor take its `lang` and `dir`, so an Arabic version is typed right to left
 * while the back office around it stays left to right. `langCode` is a version's, as the API
 * gives it (a tab's, or a stored version's).
 */
export function ContentLanguageProvider({ langCode, children }: { langCode: string; children: ReactNode }) {
  const lang = languageOf(langCode)?.htmlLang ?? langCode;
  return <Context.Provider value={{ lang, dir: directionOf(lang), langCode }}>{children}</Context.Provider>;
}

/** The content language's code (`zh_CN`), as the API gives it; none outside a content language. */
export function useContentLangCode(): string | undefined {
  return useContext(Context)?.langCode;
}

// Addresses, numbers and codes read left to right in every language.
const leftToRightTypes = new Set(['email', 'tel', 'url', 'number', 'password', 'date', 'datetime-local', 'time']);

/** The `lang` and `dir` attributes of a control of `type` (none outside a content language). */
export function useContentLanguageAttributes(type?: string): Partial<ContentLanguage> {
  const content = useContext(Context);
  if (!content) return {};
  if (type && leftToRightTypes.has(type)) return { dir: 'ltr' };
  return { lang: content.lang, dir: content.dir };
}
