'use client';

import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { htmlLangOf, langOf, type LangCode, type UrlLocale } from '@/i18n/locales';
import { zhMessages } from '@/lib/api/messages/zh-messages';

/** The back office speaks Chinese by default; English is the alternative. Each is a registry language, by its URL prefix. */
export type AdminLocale = Extract<UrlLocale, 'zh' | 'en'>;
const STORAGE_KEY = 'adminLocale';

let current: AdminLocale = 'zh';
let loaded = false;
const listeners = new Set<() => void>();

function load(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  const stored = window.localStorage.getItem(STORAGE_KEY);
  current = stored === 'en' ? 'en' : 'zh';
  applyLocale(current);
}

function applyLocale(locale: AdminLocale): void {
  configureZod(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(locale);
}

/** The locale outside React (the fetcher reads it). */
export function getAdminLocale(): AdminLocale {
  load();
  return current;
}

export function setAdminLocale(locale: AdminLocale): void {
  load();
  current = locale;
  window.localStorage.setItem(STORAGE_KEY, locale);
  applyLocale(locale);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current admin locale; Chinese while rendering on the server. */
export function useAdminLocale(): AdminLocale {
  return useSyncExternalStore(subscribe, getAdminLocale, () => 'zh');
}

/** The API language code matching the admin locale, e.g. for the `lang` header. */
export function adminLangCode(locale: AdminLocale = getAdminLocale()): LangCode {
  return langOf(locale);
}

/**
 * A shared schema's own message (a refinement's English template) in the admin's language: zod
 * puts a schema's message before any configured one, so it is translated where it is shown.
 */
export function adminValidationMessage(message: string, locale: AdminLocale = getAdminLocale()): string {
  return locale === 'zh' ? (zhMessages[message] ?? message) : message;
}

const requiredText: Record<AdminLocale, string> = { zh: '此项为必填项', en: 'This field is required' };

/** Validation messages of the shared zod schemas in the admin's language. */
function configureZod(locale: AdminLocale): void {
  z.config(locale === 'zh' ? z.locales.zhCN() : z.locales.en());
  z.config({
    customError: (issue) => {
      const empty = issue.input === undefined || issue.input === null || issue.input === '';
      if (issue.code === 'invalid_type' && empty) return requiredText[locale];
      if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return requiredText[locale];
      return undefined;
    },
  });
}
