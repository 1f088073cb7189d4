import { urlLocales } from '../i18n/locales';

// In the default language unprefixed, or under any language's prefix (`/zh/preview/…`).
const previewPath = new RegExp(`^(/(${urlLocales.join('|')}))?/preview/`);

/** Whether `path` (without the base path) is a preview link's page. */
export function isPreviewPath(path: string): boolean {
  return previewPath.test(path);
}
