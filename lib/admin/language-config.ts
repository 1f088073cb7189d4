'use client';

import { api } from './fetcher';
import { useApi } from './use-api';

const LANGUAGE_CONFIG = '/admin/language-config';

/**
 * The fallback language (administrators only): the language whose version an untranslated item
 * shows, else its source's; null when off. `enabled` false reads nothing (an editor would be refused).
 */
export function useLanguageConfig(enabled: boolean) {
  return useApi(enabled ? LANGUAGE_CONFIG : null);
}

/** Turns the fallback off (null) or chooses its language; answers the setting as saved. */
export function saveLanguageConfig(fallback: string | null) {
  return api.put(LANGUAGE_CONFIG, { json: { fallback } });
}
