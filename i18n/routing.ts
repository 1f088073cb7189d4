import { defineRouting } from 'next-intl/routing';
import { defaultUrlLocale, siteLanguages, siteUrlLocales } from './locales';

/**
 * The cookie that remembers the language a reader picked in the language menu
 * (components/site/language-switcher.tsx sets it); only the site's root (`/`) reads it.
 */
const localeCookieName = 'NEXT_LOCALE';

/**
 * `choosing`: the routing of the site's root, the one address that names no language, which
 * chooses one: the remembered language (the cookie), then the browser's (`Accept-Language`), then
 * the default. Every other address is in the language of its URL, the default one unprefixed,
 * whatever the cookie or the browser say, and the proxy writes no cookie for it.
 */
const define = (choosing: boolean) =>
  defineRouting({
    locales: siteUrlLocales(),
    defaultLocale: defaultUrlLocale(),
    localePrefix: 'as-needed',
    localeDetection: choosing,
    localeCookie: choosing ? { name: localeCookieName } : false,
    // Pages declare their own hreflang links: a detail page's translation has another id.
    alternateLinks: false,
  });

let built:
  { languages: ReturnType<typeof siteLanguages>; routing: ReturnType<typeof define>; rootRouting: ReturnType<typeof define> } | undefined;

function routings() {
  const languages = siteLanguages();
  if (built?.languages !== languages) built = { languages, routing: define(false), rootRouting: define(true) };
  return built;
}

/**
 * next-intl's routing for the languages this site serves (read when the server starts, not built
 * in): the URL alone decides the language.
 */
export const siteRouting = () => routings().routing;

/** The routing of the site's root (`/`): it chooses the language by the cookie, then by `Accept-Language`. */
export const rootRouting = () => routings().rootRouting;
