import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { siteRouting } from './i18n/routing';
import { isMalformedPath, malformedPathAnswer } from './lib/malformed-path';
import { pagePolicy } from './lib/response-headers';

let localiser: { routing: ReturnType<typeof siteRouting>; localise: ReturnType<typeof createMiddleware> } | undefined;

/** next-intl's locale detection and redirects, for the languages the server was started with. */
function localise(request: NextRequest) {
  const routing = siteRouting();
  if (localiser?.routing !== routing) localiser = { routing, localise: createMiddleware(routing) };
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
  return isPage(path) ? localise(request) : NextResponse.next();
}

export const config = {
  // Pages, and any path with percent-encoding in it (checked above).
  matcher: ['/((?!api|_next|_vercel|sitemap.xml|robots.txt|.*\\..*).*)', '/(.*%.*)'],
};
