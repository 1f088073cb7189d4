// Next.js answers a `notFound()` under one of several root layouts (the site's and the back
// office's) with an empty shell that only JavaScript fills in, and no `lang`. So the server asks
// for the not-found page as an ordinary page in the visitor's language and sends it with 404.

/** The route (app/[locale]/page-not-found) that renders the not-found page with the site around it. */
const notFoundRoute = '/page-not-found';

/** The not-found page's own URL in the language of `path` (a path without the base path). */
export function notFoundUrlFor(path: string, basePath: string): string {
  const chinese = /^\/zh(\/|$)/.test(path);
  return `${basePath}${chinese ? '/zh' : ''}${notFoundRoute}`;
}

/** Whether `path` asks for the not-found route itself, which is no page of the site either. */
export function isNotFoundRoute(path: string): boolean {
  return path.replace(/^\/zh(?=\/)/, '') === notFoundRoute;
}
