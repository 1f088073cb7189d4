import { defineRouting } from 'next-intl/routing';
import { defaultUrlLocale, siteLanguages, siteUrlLocales } from './locales';

let built: { languages: ReturnType<typeof siteLanguages>; routing: ReturnType<typeof define> } | undefined;

const define = () =>
  defineRouting({
    locales: siteUrlLocales(),
    defaultLocale: defaultUrlLocale(),
    localePrefix: 'as-needed',
    // Pages declare their own hreflang links: a detail page's translation has another id.
    alternateLinks: false,
  });

/** next-intl's routing for the languages this site serves (read when the server starts, not built in). */
export function siteRouting() {
  const languages = siteLanguages();
  if (built?.languages !== languages) built = { languages, routing: define() };
  return built.routing;
}
