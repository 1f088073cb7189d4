// Next.js answers a `notFound()` under one of several root layouts (the site's and the back
// office's) with an empty shell that only JavaScript fills in, and no `lang`. So the server asks
// for the not-found page as an ordinary page in the visitor's language and sends it with 404.
import { defaultUrlLocale, isSiteUrlLocale } from '../i18n/locales';

/** The route (app/[locale]/page-not-found) that renders the not-found page with the site around it. */
const notFoundRoute = '/page-not-found';

/** The served language prefix `path` starts with (`/zh-hk/…` → `zh-hk`), or '' for the default language. */
function prefixOf(path: string): string {
  const first = /^\/([^/]+)/.exec(path)?.[1] ?? '';
  return first !== defaultUrlLocale() && isSiteUrlLocale(first) ? first : '';
}

/** The not-found page's own URL in the language of `path` (a path without the base path). */
export function notFoundUrlFor(path: string, basePath: string): string {
  const prefix = prefixOf(path);
  return `${basePath}${prefix ? `/${prefix}` : ''}${notFoundRoute}`;
}

/** Whether `path` asks for the not-found route itself, which is no page of the site either. */
export function isNotFoundRoute(path: string): boolean {
  const prefix = prefixOf(path);
  return (prefix ? path.slice(prefix.length + 1) : path) === notFoundRoute;
}
