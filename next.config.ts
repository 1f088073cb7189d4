import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// BASE_PATH is read when the site is built: Next.js fixes the base path into the build.
const basePath = (process.env.BASE_PATH ?? '/').replace(/\/+$/, '') || undefined;

const nextConfig: NextConfig = {
  basePath,
  // A separate output folder lets a development server and a production build live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'sharp', 'nodemailer', 'ioredis'],
  images: {
    localPatterns: [{ pathname: '/api/upload/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(nextConfig);
