import { defineRouting } from 'next-intl/routing';
import { defaultUrlLocale, urlLocales } from './locales';

export const routing = defineRouting({
  locales: urlLocales,
  defaultLocale: defaultUrlLocale,
  localePrefix: 'as-needed',
  // Pages declare their own hreflang links: a detail page's translation has another id.
  alternateLinks: false,
});
