import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const localise = createMiddleware(routing);

/**
 * The back office's Content-Security-Policy: only scripts carrying this request's nonce (Next.js
 * adds it to its own when the page renders) and those they load. Its pages render per request
 * for this; the public pages are cached renders, whose policy is in next.config.ts.
 */
function backOfficePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
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

/** A path with broken percent-encoding (`/%c0`): Next.js would answer it with a 500. */
function isMalformed(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export default function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  if (isMalformed(path)) return new NextResponse('Bad Request: malformed URL encoding', { status: 400 });
  if (isBackOffice(path)) return withNonce(request);
  return isPage(path) ? localise(request) : NextResponse.next();
}

export const config = {
  // Pages, and any path with percent-encoding in it (checked above).
  matcher: ['/((?!api|_next|_vercel|sitemap.xml|robots.txt|.*\\..*).*)', '/(.*%.*)'],
};
