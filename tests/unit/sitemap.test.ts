import { sitemapIndexXml, SITEMAP_LIMIT, splitSitemap, urlsetXml, type SitemapUrl } from '@/lib/site/sitemap-xml';

const urlAt = (index: number): SitemapUrl => ({
  url: `https://firm.example/news/detail/${index}`,
  lastModified: new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString(),
  alternates: { en: `https://firm.example/news/detail/${index}`, 'zh-CN': `https://firm.example/zh/news/detail/${index}` },
});

describe('sitemap', () => {
  test('up to 50,000 addresses stay in one file', () => {
    const urls = Array.from({ length: SITEMAP_LIMIT }, (_, index) => urlAt(index));
    expect(splitSitemap(urls)).toEqual([urls]);
  });

  test('past 50,000 addresses it becomes an index of files of at most 50,000, each address once', () => {
    const urls = Array.from({ length: 2 * SITEMAP_LIMIT + 7 }, (_, index) => urlAt(index));
    const parts = splitSitemap(urls);
    expect(parts.map((part) => part.length)).toEqual([SITEMAP_LIMIT, SITEMAP_LIMIT, 7]);
    expect(parts.flat()).toEqual(urls);

    const index = sitemapIndexXml(parts, (part) => `https://firm.example/sitemaps/${part}.xml`);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    // Each part's lastmod is its newest address's.
    expect(index).toContain(`<loc>https://firm.example/sitemaps/2.xml</loc><lastmod>${urls.at(-1)!.lastModified}</lastmod>`);
  });

  test('an empty site has one empty file', () => {
    expect(splitSitemap([])).toEqual([[]]);
    expect(urlsetXml([])).toContain('<urlset');
  });

  test('every address has its lastmod and alternates, escaped', () => {
    const xml = urlsetXml([{ ...urlAt(1), url: 'https://firm.example/news?a=1&b=2' }]);
    expect(xml).toContain('<loc>https://firm.example/news?a=1&amp;b=2</loc>');
    expect(xml).toContain(`<lastmod>${urlAt(1).lastModified}</lastmod>`);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="https://firm.example/zh/news/detail/1"/>');
  });
});
