'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { createContext, useContext } from 'react';
import { isOneOf, type LangCode } from '@/i18n/locales';
import { useSiteLangCodes } from './site-languages';

/** A translation made side by side: into `target`, from `source` (else the one recorded, else the first written). */
export interface SideBySide {
  target: LangCode;
  source: LangCode | undefined;
}

const TARGET = 'translate';
const SOURCE = 'from';

/**
 * Where one screen holds several items (the legal documents), the item a form edits: its address
 * `params` (`{ doc: 'privacy' }`) name it, and only the form they name is translated side by side.
 */
export interface SideBySideScope {
  params: Record<string, string>;
}

/** Gives a form its scope (`<SideBySideScopeContext value={…}>`); without one a screen has one item. */
export const SideBySideScopeContext = createContext<SideBySideScope | null>(null);

/** Whether the address names the form of `scope` (always, without a scope). */
function inScope(params: URLSearchParams, scope: SideBySideScope | null): boolean {
  return !scope || Object.entries(scope.params).every(([name, value]) => params.get(name) === value);
}

/** The translation the editor's address asks for (`?translate=<lang>&from=<lang>`), of served languages; null for every language in tabs. */
export function useSideBySide(): SideBySide | null {
  const langCodes = useSiteLangCodes();
  const params = useSearchParams();
  const scope = useContext(SideBySideScopeContext);
  const target = params.get(TARGET);
  if (!isOneOf(langCodes, target) || !inScope(params, scope)) return null;
  const source = params.get(SOURCE);
  return { target, source: source !== target && isOneOf(langCodes, source) ? source : undefined };
}

/**
 * An editor's address (`href`, with its own query) translating into `target` from `source` side by
 * side: versions' languages as the API gives them; `useSideBySide` reads back only served ones.
 */
export function sideBySideHref(href: string, target: string, source?: string | null): string {
  const [path, query] = href.split('?');
  const params = new URLSearchParams(query);
  params.set(TARGET, target);
  if (source) params.set(SOURCE, source);
  else params.delete(SOURCE);
  return `${path}?${params}`;
}

/** An address's query without its side by side (`translate`, `from`), and without `also`. */
export function withoutSideBySide(params: URLSearchParams, also: readonly string[] = []): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of [TARGET, SOURCE, ...also]) rest.delete(name);
  return rest;
}

/** This editor's address translating into `target` (from `source`), or with null showing every language again. */
export function useSideBySideHref(): (target: LangCode | null, source?: LangCode) => string {
  const pathname = usePathname();
  const params = useSearchParams();
  const scope = useContext(SideBySideScopeContext);
  return (target, source) => {
    const here = new URLSearchParams(params);
    for (const [name, value] of Object.entries(scope?.params ?? {})) here.set(name, value);
    if (target) return sideBySideHref(`${pathname}?${here}`, target, source);
    const rest = withoutSideBySide(params);
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
