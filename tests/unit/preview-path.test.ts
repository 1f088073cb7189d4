import { siteUrlLocales } from '@/i18n/locales';
import { isPersonalPath, isPreviewPath } from '@/server/preview-path';

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

test.each(['', ...siteUrlLocales().map((locale) => `/${locale}`)])(
  "a subscription link's page and the subscribe page under '%s' are never kept",
  (prefix) => {
    expect(isPersonalPath(`${prefix}/subscription/p_42_signature`)).toBe(true);
    expect(isPersonalPath(`${prefix}/subscribe`)).toBe(true);
  },
);

test.each(['/news', '/subscribers', '/fr/subscribe', '/news/subscription/1', '/api/user/subscriptions'])(
  '%s is no personal page',
  (path) => {
    expect(isPersonalPath(path)).toBe(false);
  },
);
