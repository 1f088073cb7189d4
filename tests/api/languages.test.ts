import { useTestContext } from '../support/context';
import { newsArticle } from '../support/site-api';

/**
 * A site serving five languages (SITE_LANGUAGES): the fourth and fifth go through the same calls
 * as English and Chinese, each language's search stays its own, and one the site stops serving
 * is kept but no longer served.
 */
process.env.SITE_LANGUAGES = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';

const ctx = useTestContext();
let sitemapEntries: typeof import('@/lib/site/sitemap').sitemapEntries;
const catalogs: Record<string, number> = {};

const news = (lang: string, title: string, content: string) => newsArticle(catalogs[lang], title, { lang, content, note: null });

async function search(q: string, lang: string) {
  const response = await ctx.call('GET', `/api/user/search?q=${encodeURIComponent(q)}&pageSize=100`, { headers: { lang } });
  expect(response.status).toBe(200);
  return response.body.result.map((hit: any) => hit.url as string);
}

beforeAll(async () => {
  ({ sitemapEntries } = await import('@/lib/site/sitemap'));
  for (const catalog of await ctx.ok('POST', '/admin/catalog', {
    json: [
      { lang: 'en_US', name: 'News', type: 0 },
      { lang: 'ms_MY', name: 'Berita', type: 0 },
      { lang: 'ar_AE', name: 'الأخبار', type: 0 },
    ],
  })) {
    catalogs[catalog.lang] = catalog.id;
  }
});
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

test('GET /api/common/language lists the served languages in order, each named in itself', async () => {
  const response = await ctx.call('GET', '/api/common/language');
  expect(response.body.result).toEqual([
    { langCode: 'en_US', langName: 'English' },
    { langCode: 'zh_CN', langName: '简体中文' },
    { langCode: 'zh_HK', langName: '繁體中文' },
    { langCode: 'ms_MY', langName: 'Bahasa Melayu' },
    { langCode: 'ar_AE', langName: 'العربية' },
  ]);
});

describe('a lang the site does not serve is a 400 naming lang, on every call', () => {
  test.each([
    ['GET', '/api/user/latest-news?lang=fr_FR', {}],
    ['GET', '/api/user/latest-news', { lang: 'ja_JP' }],
    ['GET', '/api/common/language?lang=xx', {}],
    ['GET', '/api/user/search?q=law', { lang: 'de_DE' }],
    ['GET', '/api/admin/latest-news?lang=fr_FR', {}],
  ])('%s %s %j', async (method, path, headers) => {
    const response = await ctx.call(method, path, { token: ctx.admin, headers });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^lang must be one of en_US, zh_CN, zh_HK, ms_MY, ar_AE$/);
  });

  test('a content version in a language the site does not serve is refused, naming lang', async () => {
    const response = await ctx.call('POST', '/api/admin/latest-news', { token: ctx.admin, body: [news('fr_FR', 'Avis', '<p>x</p>')] });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/lang/);
  });
});

describe('a Malay and an Arabic article, from creation to deletion', () => {
  let malay: any;
  let arabic: any;
  beforeAll(async () => {
    [malay] = await ctx.ok('POST', '/admin/latest-news', {
      json: [news('ms_MY', 'Timbang tara komersial di Singapura', '<p>Panduan ringkas untuk syarikat.</p>')],
    });
    [arabic] = await ctx.ok('POST', '/admin/latest-news', {
      json: [news('ar_AE', 'أحكام التحكيم التجاري في دبي', '<p>دليل موجز للشركات.</p>')],
    });
  });

  test('published, each is read in its own language only', async () => {
    const inMalay = await ctx.call('GET', '/api/user/latest-news?lang=ms_MY');
    expect(inMalay.body.result.map((item: any) => item.title)).toEqual(['Timbang tara komersial di Singapura']);
    const inEnglish = await ctx.call('GET', '/api/user/latest-news?lang=en_US');
    expect(inEnglish.body.result).toEqual([]);
  });

  test('the site search finds each in its language, folded as that language is read', async () => {
    expect(await search('timbang', 'ms_MY')).toEqual([`/ms/news/detail/${malay.id}`]);
    // Arabic: hamza on alef and ta marbuta are not told apart in a search.
    expect(await search('احكام', 'ar_AE')).toEqual([`/ar/news/detail/${arabic.id}`]);
    expect(await search('التحكيم', 'ar_AE')).toEqual([`/ar/news/detail/${arabic.id}`]);
    expect(await search('timbang', 'en_US')).toEqual([]);
    expect(await search('احكام', 'ms_MY')).toEqual([]);
  });

  test('the sitemap lists them under their prefixes', async () => {
    const urls = (await sitemapEntries()).map((entry) => entry.url);
    expect(urls).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`/ms/news/detail/${malay.id}$`))]));
    expect(urls).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`/ar/news/detail/${arabic.id}$`))]));
  });

  test('a language the site stops serving is kept, but no longer served', async () => {
    process.env.SITE_LANGUAGES = 'en_US,zh_CN';
    try {
      expect((await ctx.call('GET', '/api/user/latest-news?lang=ms_MY')).status).toBe(400);
      const urls = (await sitemapEntries()).map((entry) => entry.url);
      expect(urls.filter((url) => /\/(ms|ar)\//.test(url))).toEqual([]);
      const stored = await ctx.db.selectFrom('article').select('title').where('id', '=', malay.id).executeTakeFirst();
      expect(stored?.title).toBe('Timbang tara komersial di Singapura');
    } finally {
      process.env.SITE_LANGUAGES = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';
    }
  });

  test('deleted, it leaves its language and its search', async () => {
    expect((await ctx.call('DELETE', `/api/admin/latest-news?no=${malay.no}`, { token: ctx.admin })).status).toBe(200);
    expect((await ctx.call('GET', '/api/user/latest-news?lang=ms_MY')).body.result).toEqual([]);
    expect(await search('timbang', 'ms_MY')).toEqual([]);
  });
});

test('with two languages served, an admin call may still name the back office own language in its header', async () => {
  process.env.SITE_LANGUAGES = 'en_US,ms_MY';
  try {
    const response = await ctx.call('GET', '/api/admin/latest-news?lang=ms_MY', { token: ctx.admin, headers: { lang: 'zh_CN' } });
    expect(response.status).toBe(200);
    expect((await ctx.call('GET', '/api/user/latest-news', { headers: { lang: 'zh_CN' } })).status).toBe(400);
  } finally {
    process.env.SITE_LANGUAGES = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';
  }
});
