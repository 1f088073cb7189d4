/** One address of the sitemap, with its last change and its versions in other languages. */
export interface SitemapUrl {
  url: string;
  /** ISO time. */
  lastModified: string;
  /** hreflang → absolute URL. */
  alternates: Record<string, string>;
}

/** The most addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const newest = (urls: SitemapUrl[]) => urls.reduce((latest, url) => (url.lastModified > latest ? url.lastModified : latest), '');

/** The addresses in files of at most `limit` each: one file, or several under a sitemap index. */
export function splitSitemap(urls: SitemapUrl[], limit = SITEMAP_LIMIT): SitemapUrl[][] {
  const parts: SitemapUrl[][] = [];
  for (let start = 0; start < urls.length; start += limit) parts.push(urls.slice(start, start + limit));
  return parts.length ? parts : [[]];
}

/** A `<urlset>` file: every address with its lastmod and hreflang alternates. */
export function urlsetXml(urls: SitemapUrl[]): string {
  const entries = urls.map((entry) => {
    const alternates = Object.entries(entry.alternates)
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`)
      .join('');
    return `<url><loc>${escapeXml(entry.url)}</loc><lastmod>${escapeXml(entry.lastModified)}</lastmod>${alternates}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${entries.join('\n')}\n</urlset>\n`
  );
}

/** A `<sitemapindex>` naming each part (at `partUrl(index)`) with its newest lastmod. */
export function sitemapIndexXml(parts: SitemapUrl[][], partUrl: (index: number) => string): string {
  const entries = parts.map(
    (part, index) => `<sitemap><loc>${escapeXml(partUrl(index))}</loc><lastmod>${escapeXml(newest(part))}</lastmod></sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries.join('\n')}\n</sitemapindex>\n`
  );
}
