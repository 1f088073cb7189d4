import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { config } from './lib/config';
import { resizedUploadRewrite } from './lib/site/resized-upload';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// BASE_PATH is read when the site is built: Next.js fixes the base path into the build.
const basePath = config.basePath || undefined;

// Public pages are cached renders shared by every visitor, so Next.js's inline scripts in them
// cannot carry a per-request nonce. The server's page cache replaces 'unsafe-inline' below with
// the hashes of the inline scripts each page really has (server/script-policy.ts); the word
// stays here only for `next dev`, whose pages do not pass through that cache. No other origin,
// no eval, no event-handler attributes (script-src-attr). Staff content is also sanitised on
// write and on render (lib/content/sanitize.ts). The back office has a nonce policy (proxy.ts).
const sitePolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const everywhere = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Content-Security-Policy', value: sitePolicy },
];

// API answers are data: nothing in them may load or run. Uploads keep their sandbox (a PDF
// opens in the browser's viewer, with no script).
const apiAnswers = [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }];
const uploads = [{ key: 'Content-Security-Policy', value: "default-src 'none'; sandbox" }];

// The back office must never be framed: no clickjacking of staff actions.
const backOffice = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
];

// Browsers keep to HTTPS only when told so over HTTPS: here, behind a proxy that says it was.
const overHttps = [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }];

const nextConfig: NextConfig = {
  basePath,
  // A separate output folder lets a development server and a production build live side by side.
  distDir: config.nextDistDir,
  poweredByHeader: false,
  // Types are checked once, by `npm run lint` (and so by `npm test`), not again by every build.
  typescript: { ignoreBuildErrors: true },
  // Next.js hashes every HTML answer in JavaScript to make its ETag: about 4 ms a page here, most
  // of the cost of serving a cached page. Cached pages are invalidated by tags, not revalidated by
  // browsers, so the hash buys little.
  generateEtags: false,
  // Pages are kept by the server's page cache and data by lib/cache/data-cache.ts: Next.js keeps none.
  cacheMaxMemorySize: 0,
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'sharp', 'nodemailer', 'ioredis'],
  async headers() {
    return [
      { source: '/:path*', headers: everywhere },
      { source: '/api/:path*', headers: apiAnswers },
      { source: '/api/upload/:path*', headers: uploads },
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: overHttps },
      { source: '/admin', headers: backOffice },
      { source: '/admin/:path*', headers: backOffice },
      { source: '/admin-login', headers: backOffice },
    ];
  },
  async rewrites() {
    return [resizedUploadRewrite];
  },
  images: {
    localPatterns: [{ pathname: '/api/upload/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next.js's defaults: every width is a srcset entry of about 85 bytes, for
    // each picture, twice in every page (markup and React's payload). These cover phones to
    // full-HD screens; the site has no picture wider than the screen. Below 640, the small widths
    // serve icons and rows of fixed size, and 384 the narrowest card (no card needs 256: a phone's
    // half-width card is 360 device pixels or more).
    deviceSizes: [640, 828, 1080, 1920],
    imageSizes: [48, 64, 96, 128, 384],
  },
};

export default withNextIntl(nextConfig);
