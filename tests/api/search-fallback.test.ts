import { searchSite } from '@/lib/services/search';
import { useTestContext } from '../support/context';

/**
 * The site's search page in a language shows, after the matches in that language, the matches of
 * items not translated into it, in the fallback language's version and marked with its language.
 */
const ctx = useTestContext();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const catalogs = await ctx.ok('POST', '/admin/catalog', {
    json: [
      { lang: 'en_US', name: 'Insights', type: 0 },
      { lang: 'zh_CN', name: '洞察', type: 0 },
    ],
  });
  const folder = (lang: string) => catalogs.find((catalog) => catalog.lang === lang)!.id;
  const news = (lang: 'en_US' | 'zh_CN', title: string, content: string, no?: string) => ({
    lang,
    cataId: folder(lang),
    coverUrl: '/api/upload/cover.jpg',
    title,
    content,
    isLink: 0 as const,
    ...(no ? { no } : {}),
  });
  const [englishOnly] = await ctx.ok('POST', '/admin/latest-news', {
    json: [news('en_US', 'Maritime arbitration after the Ever Given', '<p>Arbitration of shipping disputes in Singapore.</p>')],
  });
  ids.englishOnly = englishOnly.id;
  const [translated, translatedZh] = await ctx.ok('POST', '/admin/latest-news', {
    json: [
      news('en_US', 'Arbitration clauses in shipping finance', '<p>How arbitration clauses are drafted.</p>'),
      news('zh_CN', '航运融资中的仲裁条款', '<p>仲裁条款的起草 arbitration。</p>'),
    ],
  });
  ids.translated = translated.id;
  ids.translatedZh = translatedZh.id;
});

const search = (q: string, fallback: string | null, offset = 0, pageSize = 10) =>
  searchSite(ctx.db, { q, lang: 'zh_CN', fallback, paging: { offset, pageSize } });

test('a Chinese reader finds an item written only in English, after the Chinese matches, marked English', async () => {
  const { rows, total } = await search('arbitration', 'en_US');
  expect(rows.map((row) => [row.id, row.lang])).toEqual([
    [ids.translatedZh, 'zh_CN'],
    [ids.englishOnly, 'en_US'],
  ]);
  expect(total).toBe(2);
  expect(rows[1].snippet).toContain('<mark>');
});

test("an item translated into the reader's language is found in that version only", async () => {
  const { rows } = await search('clauses', 'en_US');
  expect(rows.map((row) => row.id)).not.toContain(ids.translated);
});

test('with the fallback off, a reader finds their language only', async () => {
  const { rows, total } = await search('arbitration', null);
  expect(rows.map((row) => row.id)).toEqual([ids.translatedZh]);
  expect(total).toBe(1);
});

test('paging runs on from the matches in the reader language into the untranslated ones', async () => {
  expect((await search('arbitration', 'en_US', 0, 1)).rows.map((row) => row.id)).toEqual([ids.translatedZh]);
  const second = await search('arbitration', 'en_US', 1, 1);
  expect(second.rows.map((row) => row.id)).toEqual([ids.englishOnly]);
  expect(second.total).toBe(2);
  expect((await search('arbitration', 'en_US', 2, 1)).rows).toEqual([]);
});

test("the public API's search keeps to the request's language", async () => {
  const response = await ctx.call('GET', '/api/user/search?q=arbitration', { headers: { lang: 'zh_CN' } });
  expect(response.body.result.map((row: { id: number }) => row.id)).toEqual([ids.translatedZh]);
  expect(response.body.result[0]).not.toHaveProperty('lang');
});
