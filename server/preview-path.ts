import { languageAt } from '../i18n/locales';

// In the default language unprefixed, or under a language's prefix (`/zh/preview/…`).
const previewPath = /^(?:\/([^/]+))?\/preview\//;
// A subscription link's page (it confirms, and shows one reader's address) and the subscribe page
// (the footer's form puts the reader's address in its query).
const personalPath = /^(?:\/([^/]+))?\/(?:subscription\/|subscribe$)/;

function isUnder(pattern: RegExp, path: string): boolean {
  const match = pattern.exec(path);
  if (!match) return false;
  const prefix = match[1];
  return prefix === undefined || languageAt(prefix) !== undefined;
}

/** Whether `path` (without the base path) is a preview link's page. */
export const isPreviewPath = (path: string): boolean => isUnder(previewPath, path);

/** Whether `path` is a page of one reader's own (a subscription link, the subscribe form): never kept. */
export const isPersonalPath = (path: string): boolean => isUnder(personalPath, path);
