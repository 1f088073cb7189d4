/** What the site search finds, as the API names it. */
export const searchKinds = ['lawyer', 'practice', 'news', 'deal', 'honour'] as const;
export type SearchKind = (typeof searchKinds)[number];

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
