import { siteUrlLocales } from '@/i18n/locales';
import { isPreviewPath } from '@/server/preview-path';

/**
 * The server sends a preview (never kept by the page cache) with the policy narrowed to its own
 * inline scripts, as a kept page has: previews must be told apart in every language.
 */
test.each(['', ...siteUrlLocales().map((locale) => `/${locale}`)])("a preview link's page under '%s' is a preview", (prefix) => {
  expect(isPreviewPath(`${prefix}/preview/0_42_mabcdef_signature`)).toBe(true);
});

test.each(['/news', '/zh/news/detail/42', '/previews/1', '/news/preview/1', '/fr/preview/1', '/api/admin/preview-link'])(
  '%s is no preview',
  (path) => {
    expect(isPreviewPath(path)).toBe(false);
  },
);
