import { useTestContext, type CallInput } from '../support/context';

/**
 * After a translation is saved, submitted or confirmed "still current", the editor asks which of
 * the glossary's terms in its source the saved text lacks the rendering of: a warning, never a
 * refusal.
 */
process.env.SITE_LANGUAGES = 'en_US,zh_CN,ar_AE';

const ctx = useTestContext();
const catalogs: Record<string, number> = {};
type Row = Record<string, any>;

const news = (lang: string, title: string, content: string, extra: Row = {}) => ({
  lang,
  cataId: catalogs[lang],
  coverUrl: '/api/upload/cover.jpg',
  title,
  content,
  isLink: 0,
  ...extra,
});
const save = (items: Row[]) => ctx.result('PUT', '/api/admin/latest-news', { token: ctx.admin, body: items });
const missing = async (id: number, token = ctx.admin) => {
  const check = await ctx.result('GET', `/api/admin/translations/glossary?kind=news&id=${id}`, { token });
  return check.missing.map((match: Row) => `${match.term} → ${match.rendering}`);
};

beforeAll(async () => {
  for (const catalog of await ctx.result('POST', '/api/admin/catalog', {
    token: ctx.admin,
    body: [
      { lang: 'en_US', name: 'News', type: 0 },
      { lang: 'zh_CN', name: '新闻', type: 0, no: 'news-catalog' },
      { lang: 'ar_AE', name: 'الأخبار', type: 0, no: 'news-catalog' },
    ],
  })) {
    catalogs[catalog.lang] = catalog.id;
  }
  const terms: CallInput<'POST', '/admin/glossary'>['json'][] = [
    { term: 'High Court', renderings: { zh_CN: '高等法院', ar_AE: 'المحكمة العليا' } },
    { term: 'Court of Appeal', renderings: { zh_CN: '上诉法院', ar_AE: 'محكمة الاستئناف' } },
    { term: 'Straits Legal Awards', doNotTranslate: 1, note: 'An award: its name in Latin script' },
    // No rendering in Chinese yet: nothing to check.
    { term: 'SIAC', renderings: { ar_AE: 'مركز سنغافورة للتحكيم الدولي' } },
  ];
  for (const json of terms) await ctx.ok('POST', '/admin/glossary', { json });
});
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

test('saved, submitted, published, drafted again and confirmed: each time the renderings the text lacks', async () => {
  const english =
    '<h2>Result</h2><p>We won in the <strong>High Court</strong> and took the Straits Legal Awards, after a SIAC hearing.</p>';
  const [en] = await ctx.result('POST', '/api/admin/latest-news', { token: ctx.admin, body: [news('en_US', 'A High Court win', english)] });
  expect(await missing(en.id)).toEqual([]);

  // Saved as a draft: neither the court's rendering nor the award's name in Latin script.
  const [zh] = await save([news('zh_CN', '胜诉', '<p>我们在法院胜诉，并获得海峡法律大奖。</p>', { no: en.no, status: 'draft' })]);
  expect(await missing(zh.id)).toEqual(['High Court → 高等法院', 'Straits Legal Awards → Straits Legal Awards']);

  // Submitted for review with the court rendered (any case, any spacing of the award's name).
  await save([
    news('zh_CN', '高等法院胜诉', '<p>我们在高等法院胜诉，并获得 straits  legal awards。</p>', { id: zh.id, status: 'review', version: 1 }),
  ]);
  expect(await missing(zh.id)).toEqual([]);

  // Published, then a draft waits over the live text: the check reads the draft.
  const [live] = await save([
    news('zh_CN', '高等法院胜诉', '<p>我们在高等法院胜诉，并获得 Straits Legal Awards。</p>', { id: zh.id, status: 'published' }),
  ]);
  await save([
    news('zh_CN', '胜诉', '<p>我们胜诉，并获得 Straits Legal Awards。</p>', { id: zh.id, status: 'draft', version: live.version }),
  ]);
  expect(await missing(zh.id)).toEqual(['High Court → 高等法院']);

  // The English source names the Court of Appeal too: "still current" is not refused, and warns.
  await save([news('en_US', 'A High Court win', `${english}<p>The Court of Appeal agreed.</p>`, { id: en.id })]);
  const confirmed = await ctx.result('POST', '/api/admin/translations/confirm', { token: ctx.admin, body: { kind: 'news', id: zh.id } });
  expect(confirmed.status).toBe('current');
  expect(await missing(zh.id)).toEqual(['High Court → 高等法院', 'Court of Appeal → 上诉法院']);
});

test('Arabic renderings are found with the prefixes Arabic joins to a word, and an original has no source to check', async () => {
  const [en] = await ctx.result('POST', '/api/admin/latest-news', {
    token: ctx.admin,
    body: [news('en_US', 'Appeal', '<p>The Court of Appeal upheld the High Court, in a SIAC matter.</p>')],
  });
  const [ar] = await save([
    news('ar_AE', 'استئناف', '<p>أيّدت محكمة الاستئناف حكم المحكمة العليا.</p>', { no: en.no, sourceLang: 'en_US' }),
  ]);
  expect(await missing(ar.id)).toEqual(['SIAC → مركز سنغافورة للتحكيم الدولي']);
  await save([
    news('ar_AE', 'استئناف', '<p>وأيّدت محكمة الاستئناف حكم المحكمة العليا، في قضية أمام مركز سنغافورة للتحكيم الدولي.</p>', { id: ar.id }),
  ]);
  expect(await missing(ar.id)).toEqual([]);

  const original = await ctx.result('GET', `/api/admin/translations/glossary?kind=news&id=${en.id}`, { token: ctx.admin });
  expect(original).toEqual({ kind: 'news', id: en.id, lang: 'en_US', sourceLang: null, missing: [] });
});

test('any member of staff may ask; an unknown version is a 404', async () => {
  const account = { loginAccount: 'check.editor', userName: 'Check Editor', password: 'editor-password-1', roleId: 2 };
  await ctx.ok('POST', '/admin/staff', { json: account });
  const editor = await ctx.signIn(account.loginAccount, account.password);
  const [en] = await ctx.result('POST', '/api/admin/latest-news', {
    token: ctx.admin,
    body: [news('en_US', 'High Court', '<p>High Court</p>')],
  });
  const [zh] = await save([news('zh_CN', '法院', '<p>法院</p>', { no: en.no })]);
  expect(await missing(zh.id, editor)).toEqual(['High Court → 高等法院']);
  expect((await ctx.call('GET', '/api/admin/translations/glossary?kind=news&id=999999', { token: editor })).status).toBe(404);
  expect((await ctx.call('GET', '/api/admin/translations/glossary?kind=nothing&id=1', { token: editor })).status).toBe(400);
});
