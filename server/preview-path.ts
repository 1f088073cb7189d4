import { languageAt } from '../i18n/locales';

// In the default language unprefixed, or under a language's prefix (`/zh/preview/…`).
const previewPath = /^(?:\/([^/]+))?\/preview\//;

/** Whether `path` (without the base path) is a preview link's page. */
export function isPreviewPath(path: string): boolean {
  const prefix = previewPath.exec(path)?.[1];
  return path.startsWith('/preview/') || (prefix !== undefined && languageAt(prefix) !== undefined);
}
