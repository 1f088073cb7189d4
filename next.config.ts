import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { config } from './lib/config';
import { apiAnswers, backOffice, everywhere, overHttps, uploads } from './lib/response-headers';
import { resizedUploadRewrite } from './lib/site/resized-upload';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// BASE_PATH is read when the site is built: Next.js fixes the base path into the build.
const basePath = config.basePath || undefined;

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
  // prom-client once for the process: the server and every bundle count on its one registry (lib/metrics/registry.ts).
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'sharp', 'nodemailer', 'ioredis', 'prom-client'],
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
    return [resizedUploadRewrite(config.basePath)];
  },
  images: {
    // The addresses the optimiser may fetch, as the site serves them: under the base path.
    localPatterns: [{ pathname: `${config.basePath}/api/upload/**` }, { pathname: `${config.basePath}/images/**` }],
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
