import { absoluteUrl } from '@/lib/site/absolute-url';
import { sitemapEntries } from '@/lib/site/sitemap';
import { sitemapIndexXml, splitSitemap, urlsetXml } from '@/lib/site/sitemap-xml';

// Built on request (its data is cached), never while the site is built: there is no database then.
export const dynamic = 'force-dynamic';

/** The sitemap: one file, or past 50,000 addresses an index of `/sitemaps/{n}.xml`. */
export async function GET(): Promise<Response> {
  const parts = splitSitemap(await sitemapEntries());
  const xml = parts.length === 1 ? urlsetXml(parts[0]) : sitemapIndexXml(parts, (index) => absoluteUrl(`/sitemaps/${index}.xml`));
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
