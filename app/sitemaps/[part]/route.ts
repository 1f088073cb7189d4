import { sitemapEntries } from '@/lib/site/sitemap';
import { splitSitemap, urlsetXml } from '@/lib/site/sitemap-xml';

export const dynamic = 'force-dynamic';

/** One part of a sitemap index (`/sitemaps/0.xml`, …). */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }): Promise<Response> {
  const index = /^(\d{1,6})\.xml$/.exec((await params).part)?.[1];
  const part = index === undefined ? undefined : splitSitemap(await sitemapEntries())[Number(index)];
  if (!part) return new Response('Not Found', { status: 404 });
  return new Response(urlsetXml(part), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
