import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/site/sitemap';

// Built on request (its data is cached), never while the site is built: there is no database then.
export const dynamic = 'force-dynamic';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries();
}
