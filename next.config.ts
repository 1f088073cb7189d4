import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// BASE_PATH is read when the site is built: Next.js fixes the base path into the build.
const basePath = (process.env.BASE_PATH ?? '/').replace(/\/+$/, '') || undefined;

const everywhere = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

// The back office must never be framed: no clickjacking of staff actions.
const backOffice = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
];

const nextConfig: NextConfig = {
  basePath,
  // A separate output folder lets a development server and a production build live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Pages and cached data live in Redis when REDIS_URL is set (shared by every instance), else in
  // a bounded in-process cache: lib/cache/cache-handler.mjs.
  cacheHandler: require.resolve('./lib/cache/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'sharp', 'nodemailer', 'ioredis'],
  async headers() {
    return [
      { source: '/:path*', headers: everywhere },
      { source: '/admin', headers: backOffice },
      { source: '/admin/:path*', headers: backOffice },
      { source: '/admin-login', headers: backOffice },
    ];
  },
  images: {
    localPatterns: [{ pathname: '/api/upload/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(nextConfig);
