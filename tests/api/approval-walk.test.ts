import { seedDemoContent } from '@/lib/seed';
import { rebuildSearchIndex } from '@/lib/services/search-index';
import { useTestContext } from '../support/context';
import { fileFormData, samples } from '../support/files';
import { createStaffAccount, totpCode } from '../support/two-factor';
import { translate21 } from '../support/xliff';

/**
 * With approval required, an editor makes every write call of the OpenAPI document, each with a
 * body that would change the public site if it were applied, and changes the lawyers and practice
 * areas of live items through drafts in a language they lack (saved, submitted, restored), as an
 * administrator's plain Save of a draft does too. Visitors' reads (every public API read in both
 * languages, the lists naming each lawyer and practice area, and the sitemap) stay the same, view
 * counts aside, even after the schedule has run. Then an administrator publishes the drafts, and
 * they appear.
 */
const ctx = useTestContext();
let editor: { token: string; password: string; loginAccount: string };
let sitemapEntries: typeof import('@/lib/site/sitemap').sitemapEntries;
let runScheduledChanges: typeof import('@/lib/services/workflow/schedule').runScheduledChanges;
let latestArticles: typeof import('@/lib/site/article-lists').latestArticles;
let latestHonours: typeof import('@/lib/site/publications').latestHonours;

type Row = Record<string, any>;
const langs = ['en_US', 'zh_CN'] as const;
const past = '2020-01-01T00:00:00.000Z';
const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString();

beforeAll(async () => {
  await seedDemoContent(ctx.db);
  await rebuildSearchIndex(ctx.db);
  ({ sitemapEntries } = await import('@/lib/site/sitemap'));
  ({ runScheduledChanges } = await import('@/lib/services/workflow/schedule'));
  ({ latestArticles } = await import('@/lib/site/article-lists'));
  ({ latestHonours } = await import('@/lib/site/publications'));
  editor = await createStaffAccount(ctx, ctx.admin);
  expect((await ctx.call('POST', '/api/admin/workflow-config', { token: ctx.admin, body: { approvalRequired: 1 } })).status).toBe(200);
}, 60_000);

const result = async (method: string, path: string, token = ctx.admin, body?: unknown) => {
  const response = await ctx.call(method, path, { token, body });
  expect({ path, status: response.status, message: response.body?.message }).toMatchObject({ path, status: 200 });
  return response.body.result;
};
const firstPublic = async (path: string, lang = 'en_US'): Promise<Row> =>
  (await ctx.call('GET', `/api/user/${path}`, { headers: { lang } })).body.result[0];

type Lang = (typeof langs)[number];
type LinkFilter = { lawyerId: number } | { practiceAreaId: number };
type NamedRead = [name: string, read: () => Promise<unknown>];
const publicationLists = ['latest-news', 'case-analysis', 'lawfirm-honour'] as const;
// More than a lawyer's or practice area's page shows, so that nothing naming them is left out.
const everyOne = 100;
const queryOf = (filter: LinkFilter) => `pageSize=${everyOne}&${Object.entries(filter)[0].join('=')}`;

/** What the pages of a lawyer or practice area list (Experience, Insights, honours), from the site's own loaders. */
async function workNaming(lang: Lang, filter: LinkFilter) {
  const [deals, news, honours] = await Promise.all([
    latestArticles('deal', lang, everyOne, filter),
    latestArticles('news', lang, everyOne, filter),
    latestHonours(lang, everyOne, filter),
  ]);
  return { deals, news, honours };
}

/**
 * The public lists filtered by each lawyer and practice area of `lang`, what their pages list,
 * and what the site search finds by each lawyer's name (which finds the items naming them too).
 */
async function readsNamingEach(lang: Lang): Promise<NamedRead[]> {
  const lawyers = (await ctx.call('GET', '/api/user/lawyerTeam?pageSize=100', { headers: { lang } })).body.result as Row[];
  const areas = (await ctx.call('GET', '/api/user/professionalField/list', { headers: { lang } })).body.result as Row[];
  const filters: LinkFilter[] = [
    ...lawyers.map((lawyer) => ({ lawyerId: lawyer.id as number })),
    ...areas.map((area) => ({ practiceAreaId: area.id as number })),
  ];
  const publicRead = (path: string): NamedRead => [path, async () => (await ctx.call('GET', path, { headers: { lang } })).body.result];
  return [
    ...filters.flatMap((filter): NamedRead[] => [
      ...publicationLists.map((list) => publicRead(`/api/user/${list}?${queryOf(filter)}`)),
      [`pages naming ${queryOf(filter)}`, () => workNaming(lang, filter)],
    ]),
    ...lawyers.map((lawyer) => publicRead(`/api/user/search?q=${encodeURIComponent(lawyer.name)}`)),
  ];
}

/** Every public read's answer, in both languages, with view counts left out, and the sitemap. */
async function whatVisitorsSee(): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  const withoutViews = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (key, field: unknown) => (key === 'views' ? undefined : field));
  for (const lang of langs) {
    for (const [name, read] of await readsNamingEach(lang)) seen[`${lang} ${name}`] = withoutViews(await read());
    const lists = ['latest-news', 'case-analysis', 'lawfirm-honour', 'lawyerTeam'];
    const reads = [
      '/api/common/language',
      '/api/user/catalog?type=0',
      '/api/user/catalog?type=1',
      '/api/user/banner',
      '/api/user/professionalField/list',
      '/api/user/job',
      '/api/user/office',
      '/api/user/portal-config',
      '/api/user/legal-document/privacy',
      '/api/user/legal-document/term-condition',
      '/api/user/search?q=arbitration',
      ...lists.map((list) => `/api/user/${list}?pageSize=100`),
    ];
    for (const list of lists) {
      const rows = (await ctx.call('GET', `/api/user/${list}?pageSize=100`, { headers: { lang } })).body.result as Row[];
      reads.push(...rows.map((row) => `/api/user/${list}/${row.id}`));
    }
    const areas = (await ctx.call('GET', '/api/user/professionalField/list', { headers: { lang } })).body.result as Row[];
    reads.push(...areas.flatMap((area) => [`/api/user/professionalField/${area.id}`, `/api/user/professionalField/pageTurn/${area.no}`]));
    for (const path of reads) {
      const response = await ctx.call('GET', path, { headers: { lang } });
      seen[`${lang} ${path}`] = [response.status, withoutViews(response.body?.result)];
    }
  }
  seen.sitemap = await sitemapEntries();
  return seen;
}

const articleTypes = { 'latest-news': 0, 'case-analysis': 1 } as const;
type ArticlePath = keyof typeof articleTypes;
type Links = { lawyerNos: string[]; practiceNos: string[] };

/** A new article of `path` in `lang`, in that language's first catalog. */
async function articleBody(path: ArticlePath, lang: Lang, title: string): Promise<Row> {
  const [catalog] = (await result('GET', `/api/admin/catalog?type=${articleTypes[path]}&lang=${lang}`)) as Row[];
  return { lang, cataId: catalog.id, coverUrl: '/api/upload/cover.png', title, isLink: 0, content: `<p>${title}</p>` };
}

type Target = 'lawyer' | 'otherLawyer' | 'area' | 'otherArea';

/** Two lawyers and two practice areas as English visitors filter by them, and as links name them. */
async function linkTargets() {
  const [lawyer, otherLawyer] = (await ctx.call('GET', '/api/user/lawyerTeam?pageSize=100')).body.result as Row[];
  const [area, otherArea] = (await ctx.call('GET', '/api/user/professionalField/list')).body.result as Row[];
  const filters: Record<Target, LinkFilter> = {
    lawyer: { lawyerId: lawyer.id },
    otherLawyer: { lawyerId: otherLawyer.id },
    area: { practiceAreaId: area.id },
    otherArea: { practiceAreaId: otherArea.id },
  };
  const links = (people: Row, field: Row): Links => ({ lawyerNos: [people.no], practiceNos: [field.no] });
  return { filters, live: links(lawyer, area), draft: links(otherLawyer, otherArea) };
}
type LinkTargets = Awaited<ReturnType<typeof linkTargets>>;

/**
 * What English visitors find naming item `id` of `path`: the lawyers and practice areas on its
 * page, and which targets' filtered lists and pages list it.
 */
async function namedOnSite(path: ArticlePath, id: number, { filters }: LinkTargets) {
  const page = (await ctx.call('GET', `/api/user/${path}/${id}`)).body.result as Row;
  const found: string[] = [];
  for (const [target, filter] of Object.entries(filters)) {
    const listed = (await ctx.call('GET', `/api/user/${path}?${queryOf(filter)}`)).body.result as Row[];
    const work = await workNaming('en_US', filter);
    if (listed.some((row) => row.id === id)) found.push(`${target} list`);
    if ([...work.deals, ...work.news].some((row) => row.id === id)) found.push(`${target} page`);
  }
  const ids = (rows: Row[]) => rows.map((row) => row.id);
  return { lawyers: ids(page.lawyers), practiceAreas: ids(page.practiceAreas), found: found.sort() };
}

/** What namedOnSite finds for an item naming `lawyer` and `area`. */
const naming = (lawyer: Target, area: Target, { filters }: LinkTargets) => ({
  lawyers: Object.values(filters[lawyer]),
  practiceAreas: Object.values(filters[area]),
  found: [`${lawyer} list`, `${lawyer} page`, `${area} list`, `${area} page`].sort(),
});

/**
 * A live English-only item, and how a Chinese version of it (a language it lacks) comes to name
 * other links: `make` does it and answers that version's id.
 */
interface LinkDraft {
  name: string;
  path: ArticlePath;
  live: Row;
  make(): Promise<number>;
}

/**
 * Live English-only news and deals naming the `live` links, and the ways a Chinese version of
 * each comes to name the `draft` ones instead: an editor's saved draft, a version submitted for
 * review, a restored revision and an administrator's plain Save of a draft.
 */
async function linkDrafts(links: LinkTargets, editorToken: string): Promise<LinkDraft[]> {
  const liveItem = async (path: ArticlePath, title: string) =>
    (
      (await result('POST', `/api/admin/${path}`, ctx.admin, [{ ...(await articleBody(path, 'en_US', title)), ...links.live }])) as Row[]
    )[0];
  const chinese = async (path: ArticlePath, live: Row, change: Row) => ({
    ...(await articleBody(path, 'zh_CN', `${live.title} 中文`)),
    no: live.no,
    ...change,
  });
  const saveVersion = async (path: ArticlePath, token: string, version: Row) =>
    ((await result('PUT', `/api/admin/${path}`, token, [version])) as Row[])[0].id as number;

  const saved = await liveItem('latest-news', 'Named in a Chinese draft');
  const submitted = await liveItem('case-analysis', 'Named in a Chinese version in review');
  // A Chinese draft whose first revision names the draft links, its latest the live ones.
  const restored = await liveItem('latest-news', 'Named in a restored Chinese draft');
  const restoredDraft = await chinese('latest-news', restored, { ...links.draft, status: 'draft' });
  const restoredId = await saveVersion('latest-news', ctx.admin, restoredDraft);
  await saveVersion('latest-news', ctx.admin, { ...restoredDraft, id: restoredId, ...links.live });
  const overLive = await liveItem('latest-news', 'Named in a draft of its live version');
  const adminSaved = await liveItem('case-analysis', 'Named in a Chinese draft an administrator saves');
  const adminDraftId = await saveVersion('case-analysis', ctx.admin, await chinese('case-analysis', adminSaved, { status: 'draft' }));

  return [
    {
      name: 'an editor saves a draft',
      path: 'latest-news',
      live: saved,
      make: async () => saveVersion('latest-news', editorToken, await chinese('latest-news', saved, { ...links.draft, status: 'draft' })),
    },
    {
      name: 'an editor submits a version',
      path: 'case-analysis',
      live: submitted,
      make: async () =>
        saveVersion('case-analysis', editorToken, await chinese('case-analysis', submitted, { ...links.draft, status: 'review' })),
    },
    {
      name: 'an editor restores a revision',
      path: 'latest-news',
      live: restored,
      make: async () => {
        const revisions = (await result('GET', `/api/admin/revisions?entity=latest-news&id=${restoredId}`)) as Row[];
        await result('POST', `/api/admin/revisions/${revisions.at(-1)!.id}/restore`, editorToken);
        return restoredId;
      },
    },
    {
      name: 'an editor saves a draft of the live version',
      path: 'latest-news',
      live: overLive,
      make: async () =>
        saveVersion('latest-news', editorToken, {
          ...(await result('GET', `/api/admin/latest-news/${overLive.id}`)),
          ...links.draft,
          status: 'draft',
        }),
    },
    {
      name: "an administrator's plain Save of a draft",
      path: 'case-analysis',
      live: adminSaved,
      make: async () =>
        saveVersion('case-analysis', ctx.admin, { ...(await result('GET', `/api/admin/case-analysis/${adminDraftId}`)), ...links.draft }),
    },
  ];
}

const pickLinks = ({ lawyerNos, practiceNos }: Row): Links => ({ lawyerNos, practiceNos });

/** The calls the OpenAPI document lists that change something: every method but GET. */
async function documentedWrites(): Promise<string[]> {
  const document = (await ctx.call('GET', '/api/openapi.json')).body;
  return Object.entries(document.paths as Record<string, Row>)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .filter((call) => !call.startsWith('GET '))
    .sort();
}

/** An admin's copy of item `id` at `path`, changed as an editor would to reach the public site. */
async function liveEdit(path: string, detail: string, id: number, change: Row) {
  const item = await result('GET', `/api/admin/${path}/${detail}${id}`);
  return { ...item, ...change, status: undefined, published: undefined, reviewNote: undefined };
}

test('an editor changes nothing visitors see, through any write call, until an administrator publishes', async () => {
  const [catalog, secondCatalog] = (await result('GET', '/api/admin/catalog?type=0&lang=en_US')) as Row[];
  const [chineseCatalog] = (await result('GET', '/api/admin/catalog?type=0&lang=zh_CN')) as Row[];
  const [english] = (await result('POST', '/api/admin/latest-news', ctx.admin, [
    {
      lang: 'en_US',
      cataId: catalog.id,
      coverUrl: '/api/upload/cover.png',
      title: 'In English only',
      isLink: 0,
      content: '<p>Only in English</p>',
    },
  ])) as Row[];
  const news = await result('GET', `/api/user/latest-news/${english.id}`, undefined);
  const links = await linkTargets();
  const linked = await linkDrafts(links, editor.token);
  const before = await whatVisitorsSee();
  const [deal, honour, lawyer, banner] = await Promise.all([
    firstPublic('case-analysis?pageSize=1'),
    firstPublic('lawfirm-honour?pageSize=1'),
    firstPublic('lawyerTeam?pageSize=1'),
    firstPublic('banner'),
  ]);
  const [area, secondArea] = (await ctx.call('GET', '/api/user/professionalField/list')).body.result as Row[];
  const [job] = (await result('GET', '/api/admin/job?lang=en_US')) as Row[];
  const [office] = (await result('GET', '/api/admin/office?lang=en_US')) as Row[];
  const [spoken] = (await result('GET', '/api/admin/spoken-language?lang=en_US')) as Row[];
  const firm = (await result('GET', '/api/admin/portal-config')) as Row[];
  const [icon] = (await result('GET', '/api/admin/icon')) as Row[];
  const otherSession = await ctx.signIn(editor.loginAccount, editor.password);
  const sessions = (await result('GET', '/api/admin/sessions', otherSession)) as Row[];
  const as = editor.token;
  const call = (method: string, path: string, body?: unknown, token = as) => ctx.call(method, `/api${path}`, { token, body });

  // Content: a draft or review of each kind, carrying what reached visitors before (a past
  // unpublishAt, another language, a pin, an order), and a new item of each kind.
  const newsDraft = await liveEdit('latest-news', '', news.id, {
    title: 'Held back',
    lang: 'zh_CN',
    cataId: chineseCatalog.id,
    top: 1,
    unpublishAt: past,
    status: 'draft',
  });
  const honourDraft = await liveEdit('lawfirm-honour', '', honour.id, {
    title: 'An honour waiting for approval',
    top: 1,
    unpublishAt: nextYear,
    status: 'review',
  });
  const walk: Record<string, [expected: number, () => Promise<{ status: number; body: any }>]> = {
    'POST /api/admin/login': [
      200,
      () => call('POST', '/admin/login', { loginAccount: editor.loginAccount, password: editor.password }, ''),
    ],
    'PUT /api/admin/latest-news': [200, () => call('PUT', '/admin/latest-news', [newsDraft])],
    'POST /api/admin/latest-news': [
      200,
      () => call('POST', '/admin/latest-news', [{ ...newsDraft, id: undefined, no: undefined, lang: 'en_US', cataId: catalog.id }]),
    ],
    'PUT /api/admin/case-analysis': [
      200,
      async () =>
        call('PUT', '/admin/case-analysis', [
          await liveEdit('case-analysis', '', deal.id, { top: 1, unpublishAt: past, status: 'review' }),
        ]),
    ],
    'POST /api/admin/case-analysis': [
      200,
      async () =>
        call('POST', '/admin/case-analysis', [
          { ...(await liveEdit('case-analysis', '', deal.id, {})), id: undefined, no: undefined, title: 'New deal' },
        ]),
    ],
    'PUT /api/admin/lawfirm-honour': [200, () => call('PUT', '/admin/lawfirm-honour', [honourDraft])],
    'POST /api/admin/lawfirm-honour': [
      200,
      () => call('POST', '/admin/lawfirm-honour', [{ ...honourDraft, id: undefined, no: undefined }]),
    ],
    'PUT /api/admin/banner': [
      200,
      async () =>
        call('PUT', '/admin/banner', [await liveEdit('banner', 'detail/', banner.id, { title: 'Held', top: 0, unpublishAt: past })]),
    ],
    'POST /api/admin/banner': [
      200,
      () => call('POST', '/admin/banner', [{ lang: 'en_US', imgPath: banner.imgPath, title: 'New banner', top: 1 }]),
    ],
    'PUT /api/admin/professionalField': [
      200,
      async () =>
        call('PUT', '/admin/professionalField', [await liveEdit('professionalField', 'detail/', area.id, { name: 'Held', sort: 99 })]),
    ],
    'POST /api/admin/professionalField': [
      200,
      async () =>
        call('POST', '/admin/professionalField', [
          { ...(await liveEdit('professionalField', 'detail/', area.id, {})), id: undefined, no: undefined, name: 'New area' },
        ]),
    ],
    'PUT /api/admin/lawyerTeam': [
      200,
      async () =>
        call('PUT', '/admin/lawyerTeam', [await liveEdit('lawyerTeam', 'detail/', lawyer.id, { name: 'Held Name', top: 1, sort: 0 })]),
    ],
    'POST /api/admin/lawyerTeam': [
      200,
      async () =>
        call('POST', '/admin/lawyerTeam', [
          { ...(await liveEdit('lawyerTeam', 'detail/', lawyer.id, {})), id: undefined, no: undefined, name: 'New Lawyer' },
        ]),
    ],
    'POST /api/admin/legal-document': [
      200,
      () =>
        call('POST', '/admin/legal-document', [
          { name: 'privacy', lang: 'en_US', title: 'Held', content: '<p>Held</p>', unpublishAt: past },
        ]),
    ],
    'DELETE /api/admin/latest-news': [403, () => call('DELETE', `/admin/latest-news?no=${news.no}`)],
    'DELETE /api/admin/case-analysis': [403, () => call('DELETE', `/admin/case-analysis?no=${deal.no}`)],
    'DELETE /api/admin/lawfirm-honour': [403, () => call('DELETE', `/admin/lawfirm-honour?no=${honour.no}`)],
    'DELETE /api/admin/banner/{id}': [403, () => call('DELETE', `/admin/banner/${banner.id}`)],
    'DELETE /api/admin/professionalField/{id}': [403, () => call('DELETE', `/admin/professionalField/${area.id}`)],
    'DELETE /api/admin/lawyerTeam/{id}': [403, () => call('DELETE', `/admin/lawyerTeam/${lawyer.id}`)],
    'POST /api/admin/revisions/{revisionId}/restore': [
      200,
      async () => {
        const [revision] = (await result('GET', `/api/admin/revisions?entity=lawfirm-honour&id=${honour.id}`)) as Row[];
        return call('POST', `/admin/revisions/${revision.id}/restore`);
      },
    ],
    // Marks a translation current against its source: its text, and what visitors see, stay.
    'POST /api/admin/translations/confirm': [
      200,
      async () => {
        const [chinese] = (await result('GET', `/api/admin/translations?kind=deal&no=${deal.no}&lang=zh_CN`)) as Row[];
        return call('POST', '/admin/translations/confirm', { kind: 'deal', id: chinese.id });
      },
    ],
    // Translations back from a translator: drafts in review, the live text stays.
    'POST /api/admin/translations/xliff': [
      200,
      async () => {
        const exported = await ctx.call('GET', `/api/admin/translations/xliff?lang=zh_CN&kind=deal&no=${deal.no}`, {
          token: as,
        });
        const translated = translate21(exported.body as string);
        return ctx.call('POST', '/api/admin/translations/xliff', {
          token: as,
          raw: translated,
          headers: { 'content-type': 'application/xliff+xml' },
        });
      },
    ],
    // Changes that reach visitors at once: an administrator's while approval is required.
    'PUT /api/admin/latest-news/pin': [403, () => call('PUT', `/admin/latest-news/pin?no=${news.no}`)],
    'PUT /api/admin/latest-news/unpin': [403, () => call('PUT', `/admin/latest-news/unpin?no=${news.no}`)],
    'PUT /api/admin/case-analysis/pin': [403, () => call('PUT', `/admin/case-analysis/pin?no=${deal.no}`)],
    'PUT /api/admin/case-analysis/unpin': [403, () => call('PUT', `/admin/case-analysis/unpin?no=${deal.no}`)],
    'PUT /api/admin/lawfirm-honour/pin': [403, () => call('PUT', `/admin/lawfirm-honour/pin?no=${honour.no}`)],
    'PUT /api/admin/lawfirm-honour/unpin': [403, () => call('PUT', `/admin/lawfirm-honour/unpin?no=${honour.no}`)],
    'PUT /api/admin/banner/{id}/{top}': [403, () => call('PUT', `/admin/banner/${banner.id}/${banner.top ? 0 : 1}`)],
    'PUT /api/admin/lawyerTeam/{id}/{top}': [403, () => call('PUT', `/admin/lawyerTeam/${lawyer.id}/${lawyer.top ? 0 : 1}`)],
    'PUT /api/admin/professionalField/sort': [
      403,
      () => call('PUT', '/admin/professionalField/sort', { sourceId: secondArea.id, targetId: area.id }),
    ],
    // An editor names a translation's folder (its version in a language): it lists at once on the
    // site, as an empty filter, so the administrator removes it again for the comparison below.
    'POST /api/admin/catalog': [
      200,
      async () => {
        const created = await call('POST', '/admin/catalog', [{ lang: 'en_US', name: 'New catalog', type: 0 }]);
        await result('DELETE', `/api/admin/catalog/${created.body.result[0].id}`);
        return created;
      },
    ],
    'PUT /api/admin/catalog': [403, () => call('PUT', '/admin/catalog', [{ ...catalog, name: 'Renamed' }])],
    'PUT /api/admin/catalog/sort': [403, () => call('PUT', '/admin/catalog/sort', { sourceId: secondCatalog.id, targetId: catalog.id })],
    'DELETE /api/admin/catalog/{id}': [403, () => call('DELETE', `/admin/catalog/${catalog.id}`)],
    'POST /api/admin/job': [403, () => call('POST', '/admin/job', [{ lang: 'en_US', name: 'New title' }])],
    'PUT /api/admin/job': [403, () => call('PUT', '/admin/job', [{ id: job.id, lang: 'en_US', name: 'Renamed' }])],
    'DELETE /api/admin/job/{id}': [403, () => call('DELETE', `/admin/job/${job.id}`)],
    'POST /api/admin/office': [403, () => call('POST', '/admin/office', [{ lang: 'en_US', name: 'New office' }])],
    'PUT /api/admin/office': [403, () => call('PUT', '/admin/office', [{ id: office.id, lang: 'en_US', name: 'Renamed' }])],
    'DELETE /api/admin/office/{id}': [403, () => call('DELETE', `/admin/office/${office.id}`)],
    'POST /api/admin/spoken-language': [403, () => call('POST', '/admin/spoken-language', [{ lang: 'en_US', name: 'Tamil' }])],
    'PUT /api/admin/spoken-language': [
      403,
      () => call('PUT', '/admin/spoken-language', [{ id: spoken.id, lang: 'en_US', name: 'Renamed' }]),
    ],
    'DELETE /api/admin/spoken-language/{id}': [403, () => call('DELETE', `/admin/spoken-language/${spoken.id}`)],
    'POST /api/admin/portal-config': [
      403,
      () =>
        call(
          'POST',
          '/admin/portal-config',
          firm.map((item) => ({ ...item, tel: '+65 0000 0000' })),
        ),
    ],
    'POST /api/admin/icon': [403, () => call('POST', '/admin/icon', { iconUrl: icon.iconUrl, name: 'Copy' })],
    'DELETE /api/admin/icon/{id}': [403, () => call('DELETE', `/admin/icon/${icon.id}`)],
    // The glossary is the administrators' at any time.
    'POST /api/admin/glossary': [403, () => call('POST', '/admin/glossary', { term: 'Court of Appeal' })],
    'PUT /api/admin/glossary/{id}': [403, () => call('PUT', '/admin/glossary/1', { note: 'Changed' })],
    'DELETE /api/admin/glossary/{id}': [403, () => call('DELETE', '/admin/glossary/1')],
    'POST /api/admin/glossary/import': [403, () => call('POST', '/admin/glossary/import', { csv: 'en_US,zh_CN\nHigh Court,高等法院\n' })],
    // Administrators' calls at any time.
    'POST /api/admin/staff': [
      403,
      () => call('POST', '/admin/staff', { loginAccount: 'x.y', userName: 'X', password: 'a-long-password', roleId: 1 }),
    ],
    'PUT /api/admin/staff/{id}': [403, () => call('PUT', '/admin/staff/1', { userName: 'Taken over' })],
    'PUT /api/admin/staff/{id}/reset-password': [
      403,
      () => call('PUT', '/admin/staff/1/reset-password', { newPassword: 'a-long-password' }),
    ],
    'POST /api/admin/staff/{id}/totp/reset': [403, () => call('POST', '/admin/staff/1/totp/reset')],
    'PUT /api/admin/security-config': [403, () => call('PUT', '/admin/security-config', { totpRequired: 1 })],
    'PUT /api/admin/language-config': [403, () => call('PUT', '/admin/language-config', { fallback: 'en_US' })],
    'POST /api/admin/workflow-config': [403, () => call('POST', '/admin/workflow-config', { approvalRequired: 0 })],
    'POST /api/admin/subscribers/test-send': [403, () => call('POST', '/admin/subscribers/test-send', { articleId: news.id })],
    'DELETE /api/admin/subscribers/{id}': [403, () => call('DELETE', '/admin/subscribers/1')],
    'POST /api/admin/subscribers/erase': [403, () => call('POST', '/admin/subscribers/erase', { email: 'reader@example.com' })],
    // What visitors never see: uploads not yet used, the inbox, the editor's own account.
    'POST /api/admin/files/upload': [
      200,
      async () => ctx.call('POST', '/api/admin/files/upload', { token: as, raw: fileFormData(await samples.png(), 'a.png') }),
    ],
    'POST /api/admin/send-email': [
      200,
      () => call('POST', '/admin/send-email', { name: 'A reader', email: 'reader@example.com', content: 'Hello there' }, ''),
    ],
    'PUT /api/admin/messages/{id}/handled': [
      200,
      async () =>
        call('PUT', `/admin/messages/${((await result('GET', '/api/admin/messages', as)) as Row[])[0].id}/handled`, { handled: 1 }),
    ],
    'POST /api/user/subscriptions': [
      200,
      () =>
        call(
          'POST',
          '/user/subscriptions',
          { email: 'reader@example.com', practiceAreas: null, frequency: 'weekly', lang: 'en_US', consent: true, sourcePage: '/news' },
          '',
        ),
    ],
    // A subscription's links are in its e-mails only: made-up ones find nothing.
    'POST /api/user/subscriptions/confirm/{token}': [404, () => call('POST', '/user/subscriptions/confirm/c_1_x', undefined, '')],
    'PUT /api/user/subscriptions/preferences/{token}': [
      404,
      () => call('PUT', '/user/subscriptions/preferences/p_1_x', { practiceAreas: null, frequency: 'weekly', lang: 'en_US' }, ''),
    ],
    'POST /api/user/subscriptions/unsubscribe/{token}': [404, () => call('POST', '/user/subscriptions/unsubscribe/p_1_x', undefined, '')],
    // The same two as the site's plain HTML forms send them: answered by a redirect to the page.
    'POST /api/user/subscriptions/form': [
      303,
      () =>
        ctx.call('POST', '/api/user/subscriptions/form', {
          raw: 'email=form.reader%40example.com&scope=all&frequency=weekly&lang=en_US&consent=yes',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
    ],
    'POST /api/user/subscriptions/confirm/{token}/form': [
      303,
      () =>
        ctx.call('POST', '/api/user/subscriptions/confirm/c_1_x/form', {
          raw: '',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
    ],
    'POST /api/user/subscriptions/preferences/{token}/form': [
      303,
      () =>
        ctx.call('POST', '/api/user/subscriptions/preferences/p_1_x/form', {
          raw: 'intent=unsubscribe',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
    ],
    'POST /api/user/vitals': [
      200,
      () =>
        call('POST', '/user/vitals', { pageType: 'home', lang: 'en_US', device: 'mobile', metrics: [{ name: 'LCP', value: 1200 }] }, ''),
    ],
    'PUT /api/admin/modify-head-img': [200, () => call('PUT', '/admin/modify-head-img', { headImg: '/api/upload/face.png' })],
    // Without a mail server no code can be mailed to an address (503); removing one needs none.
    'PUT /api/admin/modify-email': [200, () => call('PUT', '/admin/modify-email', { email: '' })],
    'POST /api/admin/modify-email/confirm': [409, () => call('POST', '/admin/modify-email/confirm', { code: '123456' })],
    'POST /api/admin/totp/setup': [200, () => call('POST', '/admin/totp/setup')],
    'POST /api/admin/totp/enable': [
      200,
      async () => call('POST', '/admin/totp/enable', { code: totpCode((await result('POST', '/api/admin/totp/setup', as)).secret) }),
    ],
    'POST /api/admin/totp/disable': [200, () => call('POST', '/admin/totp/disable', { password: editor.password })],
    'DELETE /api/admin/sessions/{id}': [
      200,
      () => call('DELETE', `/admin/sessions/${sessions.find((session) => session.current)!.id}`, undefined, otherSession),
    ],
    'POST /api/admin/sessions/end-others': [200, () => call('POST', '/admin/sessions/end-others')],
    'PUT /api/admin/modify-password': [
      200,
      () => call('PUT', '/admin/modify-password', { oldPassword: editor.password, newPassword: 'another-long-passphrase' }),
    ],
  };

  expect(Object.keys(walk).sort()).toEqual(await documentedWrites());
  for (const [name, [expected, send]] of Object.entries(walk)) {
    const response = await send();
    expect({ name, status: response.status, message: response.body?.message }).toMatchObject({ name, status: expected });
  }
  // A draft's links wait in it, whatever its language and however it was made; staff see them there.
  const drafted: (LinkDraft & { chineseId: number })[] = [];
  for (const way of linked) drafted.push({ ...way, chineseId: await way.make() });
  for (const { name, path, live, chineseId } of drafted) {
    expect({ name, site: await namedOnSite(path, live.id, links) }).toEqual({ name, site: naming('lawyer', 'area', links) });
    expect({ name, ...pickLinks(await result('GET', `/api/admin/${path}/${chineseId}`)) }).toEqual({ name, ...links.draft });
  }
  await runScheduledChanges(ctx.db);
  expect(await whatVisitorsSee()).toEqual(before);

  // The administrator publishes the honour as the editor left it: title, pin and schedule.
  const waiting = await result('GET', `/api/admin/lawfirm-honour/${honour.id}`);
  expect(waiting).toMatchObject({ title: 'An honour waiting for approval', top: 1, unpublishAt: nextYear, status: 'draft' });
  await result('PUT', '/api/admin/lawfirm-honour', ctx.admin, [{ ...waiting, status: 'published' }]);
  const [first] = (await ctx.call('GET', '/api/user/lawfirm-honour?pageSize=100')).body.result as Row[];
  expect(first).toMatchObject({ id: honour.id, title: 'An honour waiting for approval', top: 1 });
  expect(await result('GET', `/api/admin/lawfirm-honour/${honour.id}`)).toMatchObject({ status: 'published', unpublishAt: nextYear });

  // Published without sending links, each Chinese version brings its draft's links to its group.
  for (const { name, path, live, chineseId } of drafted) {
    const { lawyerNos: _lawyers, practiceNos: _areas, ...draft } = await result('GET', `/api/admin/${path}/${chineseId}`);
    await result('PUT', `/api/admin/${path}`, ctx.admin, [{ ...draft, status: 'published' }]);
    expect({ name, site: await namedOnSite(path, live.id, links) }).toEqual({ name, site: naming('otherLawyer', 'otherArea', links) });
  }
}, 120_000);
