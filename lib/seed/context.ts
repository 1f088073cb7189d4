import { isSiteLangCode, type LangCode } from '../../i18n/locales';
import type { Db } from '../db/client';
import type { ImageSet } from './images';

/** What every part of the seed needs: the transaction, the pictures and one clock for all dates. */
export interface SeedContext {
  db: Db;
  images: ImageSet;
  now: number;
}

/**
 * The languages the demo content is written in. Each has the firm, its banners, honours, legal
 * documents, practice areas and every lawyer; news and deals are translated in part (English has
 * all of them, Simplified Chinese most, the others a few), so the fallback language shows.
 */
const writtenLangs = ['en_US', 'zh_CN', 'zh_HK', 'ms_MY', 'ar_AE'] as const;
export type SeedLang = (typeof writtenLangs)[number];

/** The languages the demo fills: those it is written in that the site serves. */
export const seedLangs = (): SeedLang[] => writtenLangs.filter((lang) => isSiteLangCode(lang));

/** The languages the demo fills that an item is written in: those its text has. */
export const writtenIn = (text: Partial<Record<SeedLang, unknown>>): SeedLang[] => seedLangs().filter((lang) => text[lang] !== undefined);

/** An item's text in a language it is written in. */
export function textIn<T>(text: Partial<Record<SeedLang, T>>, lang: SeedLang): T {
  const value = text[lang];
  if (value === undefined) throw new Error(`demo content is incomplete in ${lang}`);
  return value;
}

const DAY = 24 * 60 * 60 * 1000;

/** An ISO time `days` before the seed ran, at a working hour that varies with `slot`. */
export function daysAgo(ctx: SeedContext, days: number, slot = 0): string {
  const date = new Date(ctx.now - days * DAY);
  if (days > 0) date.setUTCHours(1 + (slot % 9), (slot * 17) % 60, 0, 0);
  return date.toISOString();
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

/** Ids of one set of translated rows, by the content key and language. */
export type IdsByKey = Map<string, Record<LangCode, number>>;

export function idOf(ids: IdsByKey, key: string, lang: LangCode): number {
  const id = ids.get(key)?.[lang];
  if (id === undefined) throw new Error(`demo content refers to unknown ${key}`);
  return id;
}

export function remember(ids: IdsByKey, key: string, lang: LangCode, id: number): void {
  const entry = ids.get(key) ?? ({} as Record<LangCode, number>);
  entry[lang] = id;
  ids.set(key, entry);
}
