'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { LangCode } from '@/i18n/locales';
import { useSiteLangCodes } from './site-languages';

/** A translation made side by side: into `target`, from `source` (else the one recorded, else the first written). */
export interface SideBySide {
  target: LangCode;
  source: LangCode | undefined;
}

const TARGET = 'translate';
const SOURCE = 'from';

/** The translation the editor's address asks for (`?translate=<lang>&from=<lang>`), of served languages; null for every language in tabs. */
export function useSideBySide(): SideBySide | null {
  const langCodes = useSiteLangCodes();
  const params = useSearchParams();
  const target = params.get(TARGET);
  if (!target || !langCodes.includes(target)) return null;
  const source = params.get(SOURCE);
  return { target, source: source && source !== target && langCodes.includes(source) ? source : undefined };
}

/** An editor's address (`href`, with its own query) translating into `target` from `source` side by side. */
export function sideBySideHref(href: string, target: LangCode, source?: LangCode | null): string {
  const [path, query] = href.split('?');
  const params = new URLSearchParams(query);
  params.set(TARGET, target);
  if (source) params.set(SOURCE, source);
  else params.delete(SOURCE);
  return `${path}?${params}`;
}

/** This editor's address translating into `target` (from `source`), or with null showing every language again. */
export function useSideBySideHref(): (target: LangCode | null, source?: LangCode) => string {
  const pathname = usePathname();
  const params = useSearchParams();
  return (target, source) => {
    const here = `${pathname}?${params}`;
    if (target) return sideBySideHref(here, target, source);
    const rest = new URLSearchParams(params);
    rest.delete(TARGET);
    rest.delete(SOURCE);
    return rest.size ? `${pathname}?${rest}` : pathname;
  };
}

/**
 * The versions a save sends: side by side, the target's alone, saying which language it is
 * translated from; else every version given.
 */
export function sideBySideItems<Item extends { lang: string }>(
  items: Item[],
  sideBySide: SideBySide | null,
): (Item & { sourceLang?: string })[] {
  if (!sideBySide) return items;
  return items
    .filter((item) => item.lang === sideBySide.target)
    .map((item) => (sideBySide.source ? { ...item, sourceLang: sideBySide.source } : item));
}
