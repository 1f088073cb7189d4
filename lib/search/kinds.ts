import { contentKindList, kindHas, kindNames, type KindsWith } from '../content/kinds';

/** What the site search finds, as the API names it (the kinds' own names), in the search page's order. */
export type SearchKind = KindsWith<'search'>;
export const searchKinds = contentKindList.filter(kindHas('search')).sort((a, b) => kindNames[a].search - kindNames[b].search);

function isSearchKind(value: string): value is SearchKind {
  return (searchKinds as readonly string[]).includes(value);
}

/** `news,deal` as kinds; undefined when one is unknown. Empty: every kind. */
export function parseKinds(value: string | undefined): SearchKind[] | undefined {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.every(isSearchKind)) return undefined;
  return names.length ? names : [...searchKinds];
}
