import { useTestContext } from '../support/context';
import { newsArticle } from '../support/site-api';

/**
 * The site search in Arabic and Malay finds the other forms of a word (lib/search/terms.ts), with
 * sentences of the demo content; and a server whose index was built with older term rules
 * rebuilds it when it starts.
 */
process.env.SITE_LANGUAGES = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';

const ctx = useTestContext();
const catalogs: Record<string, number> = {};
const ids: Record<string, number> = {};

const news = (lang: string, title: string, content: string) => newsArticle(catalogs[lang], title, { lang, content, note: null });

async function search(q: string, lang: string) {
  const response = await ctx.call('GET', `/api/user/search?q=${encodeURIComponent(q)}&pageSize=100`, { headers: { lang } });
  expect(response.status).toBe(200);
  return response.body.result as { id: number; snippet: string }[];
}
const found = async (q: string, lang: string) => (await search(q, lang)).map((hit) => hit.id).sort((a, b) => a - b);

beforeAll(async () => {
  for (const catalog of await ctx.ok('POST', '/admin/catalog', {
    json: [
      { lang: 'ms_MY', name: 'Berita', type: 0 },
      { lang: 'ar_AE', name: 'الأخبار', type: 0 },
    ],
  })) {
    catalogs[catalog.lang] = catalog.id;
  }
  // One item each (a request's versions are one item's languages).
  const add = async (lang: string, title: string, content: string) =>
    (await ctx.ok('POST', '/admin/latest-news', { json: [news(lang, title, content)] }))[0].id;
  ids.takeover = await add(
    'ms_MY',
    'Veloria Logistics mengambil alih rangkaian rantaian sejuk serantau',
    '<p>Urus niaga rentas sempadan.</p>',
  );
  ids.takeoverFinancing = await add(
    'ms_MY',
    'Pembiayaan pengambilalihan melalui pinjaman berjangka bersindiket',
    '<p>Perundangan dan peraturan.</p>',
  );
  ids.counsel = await add('ms_MY', 'Peguam urus niaga kami', '<p>Kami mendraf dengan mengambil kira risiko di mahkamah.</p>');
  ids.arrest = await add('ar_AE', 'الحجز على السفن والدعاوى البحرية', '<p>استصدار أمر بالحجز على ناقلة بضائع سائبة في سنغافورة.</p>');
  ids.arbitration = await add('ar_AE', 'التحكيم الدولي', '<p>قضايا أمام محكمة سنغافورة للتحكيم البحري.</p>');
  ids.companies = await add('ar_AE', 'الاندماج والاستحواذ', '<p>نقدم المشورة للشركات المدرجة والخاصة.</p>');
}, 60000);
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

describe('Arabic', () => {
  test('a word finds its forms with the article and the letters written onto it', async () => {
    expect(await found('حجز', 'ar_AE')).toEqual([ids.arrest]);
    expect(await found('الحجز', 'ar_AE')).toEqual([ids.arrest]);
    expect(await found('تحكيم', 'ar_AE')).toEqual([ids.arbitration]);
    expect(await found('والتحكيم', 'ar_AE')).toEqual([ids.arbitration]);
    expect(await found('شركات', 'ar_AE')).toEqual([ids.companies]);
    expect(await found('حجز تحكيم', 'ar_AE')).toEqual([]);
  });

  test('the snippet marks the form the text has', async () => {
    const [hit] = await search('حجز ناقلة', 'ar_AE');
    expect(hit.snippet).toBe('استصدار أمر <mark>بالحجز</mark> على <mark>ناقلة</mark> بضائع سائبة في سنغافورة.');
  });
});

describe('Malay', () => {
  test('a word finds its affixed forms', async () => {
    expect(await found('ambil', 'ms_MY')).toEqual([ids.takeover, ids.takeoverFinancing, ids.counsel]);
    expect(await found('mengambil', 'ms_MY')).toEqual([ids.takeover, ids.takeoverFinancing, ids.counsel]);
    expect(await found('undang', 'ms_MY')).toEqual([ids.takeoverFinancing]);
  });

  test('a query of two words finds the items holding both', async () => {
    expect(await found('ambil alih', 'ms_MY')).toEqual([ids.takeover]);
    expect(await found('mengambil kira', 'ms_MY')).toEqual([ids.counsel]);
  });

  test('a word typed part way finds it', async () => {
    for (const typed of ['pe', 'pengam', 'pengambilaliha', 'pengambilalihan']) {
      expect(await found(typed, 'ms_MY')).toEqual(expect.arrayContaining([ids.takeoverFinancing]));
    }
  });
});

test('a server finding an index built with older term rules rebuilds it once, on start', async () => {
  const { bootstrap } = await import('@/lib/bootstrap');
  const { replaceEntries } = await import('@/lib/repositories/search-index');
  const { readSetting, writeSetting } = await import('@/lib/repositories/site-settings');
  const { TERM_RULES } = await import('@/lib/search/terms');
  // The entries as the rules before stems wrote them: the words as written.
  const asWritten = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
  const makeStale = async () => {
    const entries = await ctx.db
      .selectFrom('searchEntry')
      .select(['kind', 'itemId', 'no', 'lang', 'visible', 'title', 'body'])
      .where('lang', 'in', ['ms_MY', 'ar_AE'])
      .execute();
    for (const entry of entries) {
      const stale = { ...entry, titleTerms: asWritten(entry.title), bodyTerms: asWritten(entry.body) };
      await replaceEntries(ctx.db, [entry.kind as 'news'], [entry.itemId], [stale]);
    }
  };

  await makeStale();
  await writeSetting(ctx.db, 'searchTermRules', '1');
  expect(await found('ambil', 'ms_MY')).toEqual([]);
  expect(await found('حجز', 'ar_AE')).toEqual([]);

  await bootstrap();
  expect(await readSetting(ctx.db, 'searchTermRules')).toBe(TERM_RULES);
  expect(await found('ambil', 'ms_MY')).toEqual([ids.takeover, ids.takeoverFinancing, ids.counsel]);
  expect(await found('حجز', 'ar_AE')).toEqual([ids.arrest]);

  // Built with these rules, it is kept as it is.
  await makeStale();
  await bootstrap();
  expect(await found('ambil', 'ms_MY')).toEqual([]);
});
