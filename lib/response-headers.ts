/**
 * The security headers of every answer, by path below the base path. Next.js adds them to what it
 * answers (next.config.ts's `headers`); the production server adds the API's itself, since it
 * answers API calls without Next.js (server/api-dispatch.ts).
 */
export interface HeaderRule {
  key: string;
  value: string;
}

/**
 * A page's Content-Security-Policy: everything from this site only, no plug-ins, no event-handler
 * attributes (script-src-attr), no base or form hijack; scripts and framing as the caller says.
 */
export function pagePolicy({ scripts, framedBy }: { scripts: string; framedBy: string }): string {
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBy}`,
  ].join('; ');
}

// Public pages are cached renders shared by every visitor, so Next.js's inline scripts in them
// cannot carry a per-request nonce. The server's page cache replaces 'unsafe-inline' below with
// the hashes of the inline scripts each page really has (server/script-policy.ts); the word
// stays here only for `next dev`, whose pages do not pass through that cache. No other origin,
// no eval. Staff content is also sanitised on write and on render (lib/content/sanitize.ts). The
// back office has a nonce policy (proxy.ts).
const sitePolicy = pagePolicy({ scripts: "'self' 'unsafe-inline'", framedBy: "'self'" });

export const everywhere: HeaderRule[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Content-Security-Policy', value: sitePolicy },
];

// API answers are data: nothing in them may load or run. Uploads keep their sandbox (a PDF
// opens in the browser's viewer, with no script).
export const apiAnswers: HeaderRule[] = [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }];
export const uploads: HeaderRule[] = [{ key: 'Content-Security-Policy', value: "default-src 'none'; sandbox" }];

// The back office must never be framed: no clickjacking of staff actions.
export const backOffice: HeaderRule[] = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
];

// Browsers keep to HTTPS only when told so over HTTPS: here, behind a proxy that says it was.
export const overHttps: HeaderRule[] = [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }];

/** Rules as headers to send, a later rule's value winning, as with next.config.ts's rules. */
export function headersOf(rules: HeaderRule[]): Record<string, string> {
  return Object.fromEntries(rules.map(({ key, value }) => [key, value]));
}

/** An API answer's headers, as next.config.ts's rules give them. */
export function apiAnswerHeaders(path: string, https: boolean): Record<string, string> {
  return headersOf([...everywhere, ...apiAnswers, ...(path.startsWith('/api/upload/') ? uploads : []), ...(https ? overHttps : [])]);
}
