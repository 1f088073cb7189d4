import { config } from '@/lib/config';

/** The base path the site is served under (`''` at the root), as `next.config.ts` reads it. */
function basePath(): string {
  return (process.env.BASE_PATH ?? '/').replace(/\/+$/, '');
}

/** An absolute URL for canonical links, the sitemap and sharing cards. */
export function absoluteUrl(path: string): string {
  const site = config.siteUrl;
  const base = basePath();
  const prefix = base && !site.endsWith(base) ? `${site}${base}` : site;
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}
