/**
 * Every kind of content, by its one name in the code, with the names the contract and the stored
 * rows give it: the one list of kinds. The server's registry (lib/services/kinds.ts) and the back
 * office's (lib/admin/kinds.ts) are keyed by these names, and the other lists of kinds derive
 * from this one: workflow entities (lib/validation/workflow.ts), search types
 * (lib/search/kinds.ts), translation kinds, publications, Web Vitals page types. No imports and
 * no behaviour: the back office and the public pages load it too.
 *
 * - `entity`: the API's path segment (`/api/admin/latest-news`), also `revision.entity` and
 *   `translationSource.entity`.
 * - `search`: visitors search it; its place among the search's kinds (the search page's tabs,
 *   the API's `type` list). The search types are the kinds' names, also in `searchEntry.kind`.
 * - `publication`: news, deals and honours, which share their screens and calls.
 * - `pages`: the Web Vitals page types of its public pages (list, then detail).
 */
export const kindNames = {
  news: { entity: 'latest-news', search: 3, publication: true, pages: ['news-list', 'news'] },
  deal: { entity: 'case-analysis', search: 4, publication: true, pages: ['deal-list', 'deal'] },
  honour: { entity: 'lawfirm-honour', search: 5, publication: true, pages: ['honour-list', 'honour'] },
  lawyer: { entity: 'lawyerTeam', search: 1, pages: ['people', 'lawyer'] },
  practice: { entity: 'professionalField', search: 2, pages: ['expertise-list', 'expertise'] },
  banner: { entity: 'banner', pages: [] },
  legal: { entity: 'legal-document', pages: ['legal-document'] },
} as const;

/** A kind of content: the key of every registry of kinds. */
export type ContentKind = keyof typeof kindNames;

/** The API's path segment of kind `K`. */
export type EntityOf<K extends ContentKind> = (typeof kindNames)[K]['entity'];

/** Every kind, in the registry's order (the workflow's and the translation desk's). */
export const contentKindList = Object.keys(kindNames) as ContentKind[];

/** The kinds whose names have `field` (`'search'`: the kinds visitors search). */
export type KindsWith<Field extends string> = {
  [K in ContentKind]: (typeof kindNames)[K] extends Record<Field, unknown> ? K : never;
}[ContentKind];

/** Whether a kind's names have `field`, as a filter of kinds. */
export const kindHas =
  <Field extends string>(field: Field) =>
  (kind: ContentKind): kind is KindsWith<Field> =>
    field in kindNames[kind];
