import { config } from '@/lib/config';

/** An absolute URL for canonical links, the sitemap and sharing cards. */
export function absoluteUrl(path: string): string {
  const site = config.siteUrl;
  const base = config.basePath;
  const prefix = base && !site.endsWith(base) ? `${site}${base}` : site;
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}
