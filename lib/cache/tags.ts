/** Cache tags of public data; a save in the back office invalidates the tags of what it changed. */
export const cacheTags = {
  news: 'news',
  deals: 'deals',
  catalogs: 'catalogs',
  honours: 'honours',
  banners: 'banners',
  practiceAreas: 'practice-areas',
  lawyers: 'lawyers',
  jobs: 'jobs',
  offices: 'offices',
  spokenLanguages: 'spoken-languages',
  portalConfig: 'portal-config',
  legalDocuments: 'legal-documents',
  languageConfig: 'language-config',
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];
