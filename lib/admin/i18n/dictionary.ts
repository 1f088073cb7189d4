'use client';

import { useAdminLocale, type AdminLocale } from './locale';

/**
 * A section's texts in both admin languages. The English table must have every key of the
 * Chinese one, so a missing translation is a type error.
 */
export type Dictionary<T extends Record<string, string>> = { zh: T; en: Record<keyof T, string> };

/** The keys of a dictionary's texts. */
export type WordOf<D> = D extends Dictionary<infer T> ? keyof T : never;

export function defineDictionary<T extends Record<string, string>>(dictionary: Dictionary<T>): Dictionary<T> {
  return dictionary;
}

/** The texts of a dictionary in the current admin language. */
export function useT<T extends Record<string, string>>(dictionary: Dictionary<T>): Record<keyof T, string> {
  const locale: AdminLocale = useAdminLocale();
  return dictionary[locale];
}

/** Fills `{name}` placeholders: format('共 {total} 条', { total: 3 }). */
export { fillTemplate as format } from '../../fill-template';
