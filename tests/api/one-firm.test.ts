import { useTestContext } from '../support/context';

/**
 * One firm in every language: what does not depend on language (a lawyer's photo, phone, office,
 * languages spoken, years; an article's cover) is kept once per translation group and changed
 * for every language at once, under approval too; and every public list shows, in each language,
 * every published item, in its own words where translated, else in its source's, marked.
 */
process.env.SITE_LANGUAGES = 'en_US,zh_HK,ms_MY';

const ctx = useTestContext();
let editor: string;
let site: {
  peopleList: typeof import('@/lib/site/lawyers').peopleList;
  practiceAreaList: typeof import('@/lib/site/practice-areas').practiceAreaList;
  latestArticles: typeof import('@/lib/site/article-lists').latestArticles;
  articleList: typeof import('@/lib/site/article-lists').articleList;
};

type Row = Record<string, any>;

async function result(method: string, path: string, body?: unknown, token = ctx.admin): Promise<any> {
  const response = await ctx.call(method, path, { token, body });
  expect({ path, status: response.status, message: response.body?.message }).toMatchObject({ path, status: 200 });
  return response.body.result;
}

const label = (path: string, names: Record<string, string>, no: string) =>
  Promise.all(Object.entries(names).map(([lang, name]) => result('POST', path, [{ no, lang, name }]))).then((rows) =>
    Object.fromEntries(rows.map(([row]) => [row.lang, row.id as number])),
  );

let office: Record<string, number>;
let arabic: Record<string, number>;
let partner: Record<string, number>;
let area: Row[] = [];
let daniel: Row[];
let mei: Row;

const firstPage = { offset: 0, pageSize: 50 };
const lawyerRow = (id: number): Promise<Row> => ctx.db.selectFrom('lawyer').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const languagesOf = async (id: number) =>
  (await ctx.db.selectFrom('lawyerLanguage').select('spokenLanguageId').where('lawyerTeamId', '=', id).execute()).map(
    (row) => row.spokenLanguageId,
  );

beforeAll(async () => {
  const account = { loginAccount: 'editor.firm', userName: 'Editor', password: 'editor-password-9', roleId: 2 };
  await result('POST', '/api/admin/staff', account);
  editor = await ctx.signIn(account.loginAccount, account.password);
  site = {
    peopleList: (await import('@/lib/site/lawyers')).peopleList,
    practiceAreaList: (await import('@/lib/site/practice-areas')).practiceAreaList,
    latestArticles: (await import('@/lib/site/article-lists')).latestArticles,
    articleList: (await import('@/lib/site/article-lists')).articleList,
  };
  office = await label('/api/admin/office', { en_US: 'Hong Kong', zh_HK: '香港', ms_MY: 'Hong Kong' }, 'office-hk');
  await label('/api/admin/office', { en_US: 'Singapore', zh_HK: '新加坡', ms_MY: 'Singapura' }, 'office-sg');
  arabic = await label('/api/admin/spoken-language', { en_US: 'Arabic', zh_HK: '阿拉伯文', ms_MY: 'Bahasa Arab' }, 'lang-ar');
  partner = await label('/api/admin/job', { en_US: 'Partner', zh_HK: '合夥人', ms_MY: 'Rakan Kongsi' }, 'job-partner');
  area = await result('POST', '/api/admin/professionalField', [
    { lang: 'en_US', name: 'Arbitration', introduce: '<p>Disputes.</p>' },
    { lang: 'zh_HK', name: '仲裁', introduce: '<p>爭議。</p>' },
    { lang: 'ms_MY', name: 'Timbang Tara', introduce: '<p>Pertikaian.</p>' },
  ]);
  const byLang = (lang: string) => area.find((row) => row.lang === lang)!.id;
  const profile = (lang: string, name: string) => ({
    lang,
    name,
    photoUrl: '/api/upload/old.jpg',
    phoneNumber: '+852 3900 1801',
    email: 'daniel@firm.example',
    office: lang === 'zh_HK' ? '香港' : 'Hong Kong',
    jobIds: [partner[lang]],
    proFieldIds: [byLang(lang)],
    languageIds: [],
    admissions: [{ jurisdiction: lang === 'zh_HK' ? '香港' : 'Hong Kong', year: 2001 }],
    intro: '<p>Text.</p>',
  });
  daniel = await result('POST', '/api/admin/lawyerTeam', [
    profile('en_US', 'Daniel Koh'),
    profile('zh_HK', '許偉傑'),
    profile('ms_MY', 'Daniel Koh'),
  ]);
  // Only in English: the reader of another language finds her all the same.
  [mei] = await result('POST', '/api/admin/lawyerTeam', [
    {
      ...profile('en_US', 'Mei Ling Tan'),
      email: 'mei@firm.example',
      languageIds: [arabic.en_US],
      intro: '<p>Cross-border arbitration in the Gulf.</p>',
    },
  ]);
}, 60_000);
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

const version = (lang: string) => daniel.find((row) => row.lang === lang)!;

test('a fact changed in one language’s editor changes it in every language, in its words there', async () => {
  const chinese = version('zh_HK');
  const current = (await result('GET', `/api/admin/lawyerTeam/detail/${chinese.id}`)) as Row;
  await result('PUT', '/api/admin/lawyerTeam', [
    {
      ...current,
      photoUrl: '/api/upload/new.jpg',
      phoneNumber: '+852 3900 1899',
      office: '香港',
      languageIds: [arabic.zh_HK],
      admissions: [{ jurisdiction: '香港', year: 2003 }],
    },
  ]);
  for (const lang of ['en_US', 'zh_HK', 'ms_MY']) {
    const row = await lawyerRow(version(lang).id);
    expect([lang, row.photoUrl, row.phoneNumber, row.office]).toEqual([
      lang,
      '/api/upload/new.jpg',
      '+852 3900 1899',
      lang === 'zh_HK' ? '香港' : 'Hong Kong',
    ]);
    expect(await languagesOf(version(lang).id)).toEqual([arabic[lang]]);
    const [admission] = await ctx.db.selectFrom('lawyerAdmission').selectAll().where('lawyerTeamId', '=', version(lang).id).execute();
    expect([admission.jurisdiction, admission.year]).toEqual([lang === 'zh_HK' ? '香港' : 'Hong Kong', 2003]);
  }
});

test('a save sending every tab keeps the fact the one tab changed', async () => {
  const tabs = (await Promise.all(daniel.map((row) => result('GET', `/api/admin/lawyerTeam/detail/${row.id}`)))) as Row[];
  const changed = tabs.map((tab) => (tab.lang === 'ms_MY' ? { ...tab, email: 'daniel.koh@firm.example' } : tab));
  await result('PUT', '/api/admin/lawyerTeam', changed);
  for (const row of daniel) expect((await lawyerRow(row.id)).email).toBe('daniel.koh@firm.example');
});

test('under approval a fact waits in the draft and is published for every language at once', async () => {
  await result('POST', '/api/admin/workflow-config', { approvalRequired: 1 });
  try {
    const malay = (await result('GET', `/api/admin/lawyerTeam/detail/${version('ms_MY').id}`, undefined, editor)) as Row;
    await result('PUT', '/api/admin/lawyerTeam', [{ ...malay, photoUrl: '/api/upload/approved.jpg', status: 'review' }], editor);
    for (const row of daniel) expect((await lawyerRow(row.id)).photoUrl).toBe('/api/upload/new.jpg');
    const waiting = (await result('GET', `/api/admin/lawyerTeam/detail/${version('ms_MY').id}`)) as Row;
    expect(waiting.photoUrl).toBe('/api/upload/approved.jpg');
    await result('PUT', '/api/admin/lawyerTeam', [{ ...waiting, status: 'published' }]);
    for (const row of daniel) expect((await lawyerRow(row.id)).photoUrl).toBe('/api/upload/approved.jpg');
    const english = (await result('GET', `/api/admin/lawyerTeam/detail/${version('en_US').id}`)) as Row;
    expect(english.photoUrl).toBe('/api/upload/approved.jpg');
  } finally {
    await result('POST', '/api/admin/workflow-config', { approvalRequired: 0 });
  }
});

test('a new translation takes its group’s facts', async () => {
  const [first] = await result('POST', '/api/admin/lawyerTeam', [
    { lang: 'en_US', name: 'Ahmad Faiz', photoUrl: '/api/upload/ahmad.jpg', phoneNumber: '+65 6800 1211', jobIds: [], proFieldIds: [] },
  ]);
  const [translation] = await result('POST', '/api/admin/lawyerTeam', [
    { no: first.no, lang: 'ms_MY', name: 'Ahmad Faiz bin Hassan', jobIds: [], proFieldIds: [] },
  ]);
  const row = await lawyerRow(translation.id);
  expect([row.photoUrl, row.phoneNumber]).toEqual(['/api/upload/ahmad.jpg', '+65 6800 1211']);
  expect((await lawyerRow(first.id)).photoUrl).toBe('/api/upload/ahmad.jpg');
  await result('DELETE', `/api/admin/lawyerTeam/${translation.id}`);
  await result('DELETE', `/api/admin/lawyerTeam/${first.id}`);
});

test('every list in every language holds every published lawyer, each marked where shown in another language', async () => {
  for (const lang of ['zh_HK', 'ms_MY'] as const) {
    const { lawyers, total } = await site.peopleList(lang, {}, firstPage);
    expect(total).toBe(2);
    expect(lawyers.map((lawyer) => [lawyer.name, lawyer.shownIn ?? null])).toEqual(
      expect.arrayContaining([
        [version(lang).name, null],
        ['Mei Ling Tan', 'en'],
      ]),
    );
  }
  // The English list is the source's own: nothing marked.
  expect((await site.peopleList('en_US', {}, firstPage)).lawyers.every((lawyer) => !lawyer.shownIn)).toBe(true);
});

test('filters and counts find lawyers shown in another language, by the reader’s own office, practice, title and language', async () => {
  const lang = 'zh_HK';
  const areaHere = area.find((row) => row.lang === lang)!.id;
  const filters = [{ office: '香港' }, { office: String(office.zh_HK) }, { practiceAreaId: areaHere }, { jobId: partner.zh_HK }];
  for (const filter of filters) {
    const found = await site.peopleList(lang, filter, firstPage);
    expect([filter, found.total, found.lawyers.map((lawyer) => lawyer.name).sort()]).toEqual([filter, 2, ['Mei Ling Tan', '許偉傑']]);
  }
  const speakers = await site.peopleList(lang, { languageId: arabic.zh_HK }, firstPage);
  expect(speakers.lawyers.map((lawyer) => lawyer.name).sort()).toEqual(['Mei Ling Tan', '許偉傑']);
  const byWord = await site.peopleList('ms_MY', { keyword: 'gulf' }, firstPage);
  expect([byWord.total, byWord.lawyers.map((lawyer) => lawyer.name)]).toEqual([1, ['Mei Ling Tan']]);
});

test('turned off, each language lists only its own versions; the public API lists only the request’s language', async () => {
  await result('PUT', '/api/admin/language-config', { fallback: null });
  try {
    expect((await site.peopleList('ms_MY', {}, firstPage)).lawyers.map((lawyer) => lawyer.name)).toEqual(['Daniel Koh']);
  } finally {
    await result('PUT', '/api/admin/language-config', { fallback: 'en_US' });
  }
  const api = await ctx.call('GET', '/api/user/lawyerTeam?pageSize=50', { headers: { lang: 'ms_MY' } });
  expect(api.body.result.map((row: Row) => row.name)).toEqual(['Daniel Koh']);
});

test('news shown in its source language in every list, under its catalog’s name there, and found by the lawyer it names', async () => {
  const [catalog] = await result('POST', '/api/admin/catalog', [
    { lang: 'en_US', name: 'Insights', type: 0 },
    { lang: 'ms_MY', name: 'Pandangan', type: 0 },
  ]);
  const [article] = await result('POST', '/api/admin/latest-news', [
    {
      lang: 'en_US',
      cataId: catalog.id,
      coverUrl: '/api/upload/cover.jpg',
      title: 'Gulf arbitration update',
      content: '<p>Text</p>',
      isLink: 0,
      lawyerNos: [mei.no],
    },
  ]);
  const listed = await site.latestArticles('news', 'ms_MY', 10);
  expect(listed.map((item) => [item.id, item.shownIn])).toEqual([[article.id, 'en']]);
  // The card names the catalog as the reader's language does, or as the source does where untranslated.
  const catalogShown = async (lang: 'ms_MY' | 'zh_HK') =>
    (await site.articleList('news', lang, {}, { offset: 0, pageSize: 10 })).articles.map((item) => item.catalogName);
  expect(await catalogShown('ms_MY')).toEqual(['Pandangan']);
  expect(await catalogShown('zh_HK')).toEqual(['Insights']);
  const naming = await site.latestArticles('news', 'zh_HK', 10, { lawyerId: mei.id });
  expect(naming.map((item) => item.id)).toEqual([article.id]);
  expect((await site.practiceAreaList('ms_MY')).map((row) => [row.name, row.shownIn ?? null])).toEqual([['Timbang Tara', null]]);
});
