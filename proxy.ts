import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { rootRouting, siteRouting } from './i18n/routing';
import { isMalformedPath, malformedPathAnswer } from './lib/malformed-path';
import { pagePolicy } from './lib/response-headers';

type Routing = ReturnType<typeof siteRouting>;
const localisers = new Map<'root' | 'page', { routing: Routing; localise: ReturnType<typeof createMiddleware> }>();

/**
 * The site's root: `/` below the base path (Next.js strips the base path from nextUrl), the one
 * address that names no language. server/page-cache.ts keys it by the same inputs.
 */
const isRoot = (path: string) => path === '/';

/**
 * next-intl's redirects and rewrites, for the languages the server was started with. The URL
 * decides a page's language: the default language unprefixed, the others under their prefix,
 * whatever the NEXT_LOCALE cookie or Accept-Language say, so a page's answer depends on its URL
 * alone. Only the root chooses: the language the reader picked in the language menu (the
 * cookie), then the browser's, then the default (i18n/routing.ts).
 */
function localise(request: NextRequest, path: string) {
  const which = isRoot(path) ? 'root' : 'page';
  const routing = which === 'root' ? rootRouting() : siteRouting();
  let localiser = localisers.get(which);
  if (localiser?.routing !== routing) {
    localiser = { routing, localise: createMiddleware(routing) };
    localisers.set(which, localiser);
  }
  return localiser.localise(request);
}

/**
 * The back office's Content-Security-Policy: only scripts carrying this request's nonce (Next.js
 * adds it to its own when the page renders) and those they load. Its pages render per request
 * for this; the public pages are cached renders, whose policy is in lib/response-headers.ts.
 */
function backOfficePolicy(nonce: string): string {
  return pagePolicy({ scripts: `'self' 'nonce-${nonce}' 'strict-dynamic'`, framedBy: "'none'" });
}

function withNonce(request: NextRequest): NextResponse {
  const policy = backOfficePolicy(btoa(crypto.randomUUID()));
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

const isBackOffice = (path: string) => /^\/admin(-login)?(\/|$)/.test(path);
// The API and files are neither localised nor given a nonce (the matcher's first pattern).
const isPage = (path: string) => !/^\/(api|_next|_vercel|sitemap\.xml|robots\.txt)|\./.test(path);

export default function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  if (isMalformedPath(path)) return new NextResponse(malformedPathAnswer, { status: 400 });
  if (isBackOffice(path)) return withNonce(request);
  return isPage(path) ? localise(request, path) : NextResponse.next();
}

export const config = {
  // Pages, and any path with percent-encoding in it (checked above).
  matcher: ['/((?!api|_next|_vercel|sitemap.xml|robots.txt|.*\\..*).*)', '/(.*%.*)'],
};
