import { contentChanged } from '@/lib/cache/invalidation';
import { cacheTags } from '@/lib/cache/tags';
import type { WorkflowTable } from '@/lib/repositories/workflow-rows';
import { sitePaths } from '@/lib/site/paths';
import { useTestContext } from '../support/context';

/**
 * A language version whose `published` flag is 0 is invisible on every public path (the
 * loaders pages render from, /api/user, the sitemap, search, the language switcher and
 * hreflang), while staff still read it and can filter their lists by editorial status.
 */
const ctx = useTestContext();

/** The English and Chinese versions of each item; every Chinese one is then hidden. */
interface Pair {
  en: { id: number; no: string };
  zh: { id: number; no: string };
}
const items = {} as Record<'news' | 'honour' | 'area' | 'lawyer' | 'banner', Pair>;
const documents = {} as Record<'en' | 'zh', number>;

async function created(path: string, body: unknown[]) {
  const response = await ctx.call('POST', `/api/admin/${path}`, { token: ctx.admin, body });
  if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(response.body)}`);
  return response.body.result as { id: number; no: string; lang: string }[];
}

async function pair(path: string, body: (lang: 'en_US' | 'zh_CN') => Record<string, unknown>): Promise<Pair> {
  const [en, zh] = await created(path, [body('en_US'), body('zh_CN')]);
  return { en, zh };
}

async function setState(table: WorkflowTable, id: number, state: { published?: number; status?: string }) {
  await ctx.db.updateTable(table).set(state).where('id', '=', id).execute();
}

beforeAll(async () => {
  const catalogs = await created('catalog', [
    { lang: 'en_US', name: 'Firm news', type: 0 },
    { lang: 'zh_CN', name: '律所新闻', type: 0 },
  ]);
  const catalogOf = (lang: string) => catalogs.find((catalog) => catalog.lang === lang)!.id;
  items.news = await pair('latest-news', (lang) => ({
    lang,
    cataId: catalogOf(lang),
    coverUrl: '/api/upload/news.png',
    title: lang === 'en_US' ? 'Quillfeather ruling' : '羽笔裁决',
    isLink: 0,
    content: '<p>Quillfeather arbitration award upheld.</p>',
  }));
  items.honour = await pair('lawfirm-honour', (lang) => ({
    lang,
    coverUrl: '/api/upload/award.png',
    title: lang === 'en_US' ? 'Quillfeather award' : '羽笔奖',
    content: '<p>Quillfeather prize.</p>',
  }));
  // Two areas per language, so that each has a neighbour.
  const [shipping] = await created('professionalField', [{ lang: 'en_US', name: 'Shipping' }]);
  items.area = await pair('professionalField', (lang) => ({ lang, name: lang === 'en_US' ? 'Quillfeather law' : '羽笔法' }));
  await created('professionalField', [{ no: shipping.no, lang: 'zh_CN', name: '航运' }]);
  items.lawyer = await pair('lawyerTeam', (lang) => ({
    lang,
    name: lang === 'en_US' ? 'Quillfeather Tan' : '羽笔陈',
    email: 'tan@example.com',
    office: 'Singapore',
    proFieldIds: [lang === 'en_US' ? items.area.en.id : items.area.zh.id],
  }));
  items.banner = await pair('banner', (lang) => ({ lang, imgPath: '/api/upload/banner.png', title: `Banner ${lang}` }));
  const saved = await ctx.call('POST', '/api/admin/legal-document', {
    token: ctx.admin,
    body: [
      { name: 'privacy', lang: 'en_US', title: 'Privacy policy', content: '<p>We keep little.</p>' },
      { name: 'privacy', lang: 'zh_CN', title: '隐私政策', content: '<p>我们保留很少。</p>' },
    ],
  });
  for (const document of saved.body.result) documents[document.lang === 'en_US' ? 'en' : 'zh'] = document.id;

  // What an unpublish leaves: the rows stay, visitors no longer see them.
  const hidden: [WorkflowTable, number][] = [
    ['article', items.news.zh.id],
    ['honour', items.honour.zh.id],
    ['professionalField', items.area.zh.id],
    ['lawyer', items.lawyer.zh.id],
    ['banner', items.banner.zh.id],
    ['legalDocument', documents.zh],
  ];
  for (const [table, id] of hidden) await setState(table, id, { published: 0, status: 'archived' });
  const { refreshSearch } = await import('@/lib/services/search-index');
  await refreshSearch(ctx.db, 'article', [items.news.zh.id]);
  await refreshSearch(ctx.db, 'honour', [items.honour.zh.id]);
  await refreshSearch(ctx.db, 'practice', [items.area.zh.id]);
  await refreshSearch(ctx.db, 'lawyer', [items.lawyer.zh.id]);
  contentChanged(...Object.values(cacheTags));
});

const zh = { headers: { lang: 'zh_CN' } };
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('the public API', () => {
  test('a detail of an unpublished version is 404; the published one is 200', async () => {
    const details: [string, Pair][] = [
      ['latest-news', items.news],
      ['lawfirm-honour', items.honour],
      ['professionalField', items.area],
      ['lawyerTeam', items.lawyer],
    ];
    for (const [path, { en, zh: hidden }] of details) {
      expect([path, (await ctx.call('GET', `/api/user/${path}/${hidden.id}`)).status]).toEqual([path, 404]);
      expect([path, (await ctx.call('GET', `/api/user/${path}/${en.id}`)).status]).toEqual([path, 200]);
    }
    expect((await ctx.call('GET', '/api/user/legal-document/privacy', zh)).status).toBe(404);
    expect((await ctx.call('GET', '/api/user/legal-document/privacy')).body.result.id).toBe(documents.en);
    expect((await ctx.call('GET', `/api/user/professionalField/pageTurn/${items.area.zh.no}`, zh)).status).toBe(404);
  });

  test('lists leave the unpublished versions out and the published ones in', async () => {
    const lists: [string, Pair][] = [
      ['latest-news', items.news],
      ['lawfirm-honour', items.honour],
      ['lawyerTeam', items.lawyer],
      ['professionalField/list', items.area],
      ['banner', items.banner],
    ];
    for (const [path, { en, zh: hidden }] of lists) {
      expect(idsOf((await ctx.call('GET', `/api/user/${path}`, zh)).body.result)).not.toContain(hidden.id);
      expect(idsOf((await ctx.call('GET', `/api/user/${path}`)).body.result)).toContain(en.id);
    }
    // The Chinese list of areas has one left: the neighbour has no hidden area next to it.
    const shippingZh = (await ctx.call('GET', '/api/user/professionalField/list', zh)).body.result;
    expect(shippingZh.map((area: { name: string }) => area.name)).toEqual(['航运']);
    const turn = await ctx.call('GET', `/api/user/professionalField/pageTurn/${shippingZh[0].no}`, zh);
    expect(turn.body.result).toEqual({ prev: null, next: null });
  });

  test('the lawyer search matches only published practice areas, and profiles name only those', async () => {
    // The English lawyer keeps its area; the Chinese area is hidden, and so is the Chinese lawyer.
    const keyword = await ctx.call('GET', `/api/user/lawyerTeam?keyword=${encodeURIComponent('羽笔法')}`, zh);
    expect(keyword.body.result).toEqual([]);
    await setState('lawyer', items.lawyer.zh.id, { published: 1 });
    const profile = await ctx.call('GET', `/api/user/lawyerTeam/${items.lawyer.zh.id}`);
    expect(profile.body.result.proFields).toEqual([]);
    expect((await ctx.call('GET', `/api/user/lawyerTeam?keyword=${encodeURIComponent('羽笔法')}`, zh)).body.result).toEqual([]);
    await setState('lawyer', items.lawyer.zh.id, { published: 0 });
    const english = await ctx.call('GET', `/api/user/lawyerTeam/${items.lawyer.en.id}`);
    expect(english.body.result.proFields.map((field: { name: string }) => field.name)).toEqual(['Quillfeather law']);
  });

  test('search finds the published version only', async () => {
    const found = async (q: string, options = {}) =>
      (await ctx.call('GET', `/api/user/search?q=${encodeURIComponent(q)}`, options)).body.result.map(
        (hit: { type: string; id: number }) => `${hit.type}:${hit.id}`,
      );
    expect(await found('羽笔', zh)).toEqual([]);
    expect(await found('Quillfeather')).toEqual(
      expect.arrayContaining([`news:${items.news.en.id}`, `honour:${items.honour.en.id}`, `lawyer:${items.lawyer.en.id}`]),
    );
  });
});

describe('public pages (the loaders they render from: null is a 404)', () => {
  test('detail pages of unpublished versions are 404, and the published ones offer no switch to them', async () => {
    const { publicationDetail } = await import('@/lib/site/publication-details');
    const { lawyerProfile } = await import('@/lib/site/lawyers');
    const { practiceAreaDetail } = await import('@/lib/site/practice-areas');
    const { legalDocument, legalDocumentVersions } = await import('@/lib/site/legal-documents');

    expect(await publicationDetail('news', items.news.zh.id)).toBeNull();
    expect(await publicationDetail('honour', items.honour.zh.id)).toBeNull();
    expect(await lawyerProfile(items.lawyer.zh.id)).toBeNull();
    expect(await practiceAreaDetail(items.area.zh.id)).toBeNull();
    expect(await legalDocument('zh_CN', 'privacy')).toBeNull();

    // The language switcher and hreflang links are built from `versions`.
    expect((await publicationDetail('news', items.news.en.id))?.versions).toEqual([]);
    expect((await publicationDetail('honour', items.honour.en.id))?.versions).toEqual([]);
    expect((await lawyerProfile(items.lawyer.en.id))?.versions).toEqual([]);
    expect((await practiceAreaDetail(items.area.en.id))?.versions).toEqual([]);
    expect(Object.keys((await legalDocumentVersions('privacy')).paths)).toEqual(['en']);
  });

  test('lists, the home page and the practice-area page leave them out', async () => {
    const { articleList } = await import('@/lib/site/article-lists');
    const { honourList } = await import('@/lib/site/publications');
    const { peopleList, lawyersInPracticeArea } = await import('@/lib/site/lawyers');
    const { practiceAreaList } = await import('@/lib/site/practice-areas');
    const { listPublishedBanners } = await import('@/lib/services/banners');
    const paging = { offset: 0, pageSize: 10 };

    // A Chinese reader is shown the English version instead, marked (the fallback, on by default).
    const marked = (list: { id: number; shownIn?: string }[]) => list.map((item) => [item.id, item.shownIn]);
    expect(marked((await articleList('news', 'zh_CN', {}, paging)).articles)).toEqual([[items.news.en.id, 'en']]);
    expect(idsOf((await articleList('news', 'en_US', {}, paging)).articles)).toEqual([items.news.en.id]);
    expect(marked((await honourList('zh_CN', {}, paging)).honours)).toEqual([[items.honour.en.id, 'en']]);
    expect(marked((await peopleList('zh_CN', {}, paging)).lawyers)).toEqual([[items.lawyer.en.id, 'en']]);
    expect(idsOf(await practiceAreaList('zh_CN'))).not.toContain(items.area.zh.id);
    // The home page's slides (lib/site/firm.ts) come from this list.
    expect(await listPublishedBanners(ctx.db, 'zh_CN')).toEqual([]);
    expect(idsOf(await listPublishedBanners(ctx.db, 'en_US'))).toEqual([items.banner.en.id]);

    // A hidden lawyer leaves its practice area's page.
    expect(idsOf(await lawyersInPracticeArea('en_US', items.area.en.id))).toEqual([items.lawyer.en.id]);
    await setState('lawyer', items.lawyer.en.id, { published: 0 });
    contentChanged(cacheTags.lawyers);
    expect(await lawyersInPracticeArea('en_US', items.area.en.id)).toEqual([]);
    await setState('lawyer', items.lawyer.en.id, { published: 1 });
    contentChanged(cacheTags.lawyers);
  });

  test('the sitemap lists only published versions, so no hreflang leads to the hidden ones', async () => {
    // The sitemap's detail pages and their alternates are these items grouped by `no`.
    const { publishedItems } = await import('@/lib/site/sitemap-items');
    const { legalDocumentVersions } = await import('@/lib/site/legal-documents');
    const listed = await publishedItems();
    expect(idsOf(listed.news)).toEqual([items.news.en.id]);
    expect(idsOf(listed.honours)).toEqual([items.honour.en.id]);
    expect(idsOf(listed.lawyers)).toEqual([items.lawyer.en.id]);
    expect(idsOf(listed.areas)).toContain(items.area.en.id);
    expect(idsOf(listed.areas)).not.toContain(items.area.zh.id);
    expect((await legalDocumentVersions('privacy')).paths).toEqual({ en: sitePaths.doc('privacy') });
  });
});

describe('staff', () => {
  test('still read every unpublished version', async () => {
    const { getArticle } = await import('@/lib/services/articles');
    const { getHonour } = await import('@/lib/services/honours');
    const { getLawyer, pageLawyersForAdmin } = await import('@/lib/services/lawyers');
    const { getPracticeArea, pagePracticeAreas } = await import('@/lib/services/practice-areas');
    const { getBanner, listAllBanners } = await import('@/lib/services/banners');
    const { getLegalDocumentById, listLegalDocuments } = await import('@/lib/services/legal-documents');

    expect((await getArticle(ctx.db, 0, items.news.zh.id))?.id).toBe(items.news.zh.id);
    expect((await getHonour(ctx.db, items.honour.zh.id))?.id).toBe(items.honour.zh.id);
    expect((await getLawyer(ctx.db, items.lawyer.zh.id))?.proFieldIds).toEqual([items.area.zh.id]);
    expect((await getPracticeArea(ctx.db, items.area.zh.id))?.id).toBe(items.area.zh.id);
    expect((await getBanner(ctx.db, items.banner.zh.id))?.id).toBe(items.banner.zh.id);
    expect((await getLegalDocumentById(ctx.db, documents.zh))?.id).toBe(documents.zh);

    const paging = { offset: 0, pageSize: 50 };
    expect(idsOf((await pageLawyersForAdmin(ctx.db, { lang: 'zh_CN', paging })).rows)).toEqual([items.lawyer.zh.id]);
    expect(idsOf((await pagePracticeAreas(ctx.db, paging, 'zh_CN')).rows)).toContain(items.area.zh.id);
    expect(idsOf(await listAllBanners(ctx.db, 'zh_CN'))).toEqual([items.banner.zh.id]);
    expect(idsOf(await listLegalDocuments(ctx.db))).toEqual(expect.arrayContaining([documents.en, documents.zh]));
    const admin = await ctx.call('GET', `/api/admin/latest-news?lang=zh_CN`, { token: ctx.admin });
    expect(idsOf(admin.body.result)).toEqual([items.news.zh.id]);
  });

  test('lists filter by editorial status', async () => {
    const { listArticles } = await import('@/lib/services/articles');
    const { listHonours } = await import('@/lib/services/honours');
    const { pageLawyersForAdmin } = await import('@/lib/services/lawyers');
    const { pagePracticeAreas } = await import('@/lib/services/practice-areas');
    const { listAllBanners } = await import('@/lib/services/banners');
    const { listLegalDocuments } = await import('@/lib/services/legal-documents');
    const paging = { offset: 0, pageSize: 50 };

    // A draft on top of the live English text: in review, still published.
    await setState('article', items.news.en.id, { status: 'review' });
    expect(idsOf((await listArticles(ctx.db, 0, { status: 'review' }, paging)).rows)).toEqual([items.news.en.id]);
    expect(idsOf((await listArticles(ctx.db, 0, { status: 'archived' }, paging)).rows)).toEqual([items.news.zh.id]);
    expect((await listArticles(ctx.db, 0, { status: 'draft' }, paging)).totalCount).toBe(0);
    expect(idsOf((await listArticles(ctx.db, 1, { status: 'archived' }, paging)).rows)).toEqual([]);
    expect(idsOf((await listHonours(ctx.db, { status: 'archived' }, paging)).rows)).toEqual([items.honour.zh.id]);
    expect(idsOf((await listHonours(ctx.db, { status: 'published' }, paging)).rows)).toEqual([items.honour.en.id]);

    const lawyers = await pageLawyersForAdmin(ctx.db, { status: 'archived', paging });
    expect([idsOf(lawyers.rows), lawyers.total]).toEqual([[items.lawyer.zh.id], 1]);
    const areas = await pagePracticeAreas(ctx.db, paging, undefined, 'archived');
    expect([idsOf(areas.rows), areas.total]).toEqual([[items.area.zh.id], 1]);
    expect((await pagePracticeAreas(ctx.db, paging, 'zh_CN', 'published')).total).toBe(1);
    expect(idsOf(await listAllBanners(ctx.db, undefined, 'archived'))).toEqual([items.banner.zh.id]);
    expect(idsOf(await listAllBanners(ctx.db, 'zh_CN', 'published'))).toEqual([]);
    expect(idsOf(await listLegalDocuments(ctx.db, 'archived'))).toEqual([documents.zh]);
    expect(idsOf(await listLegalDocuments(ctx.db, 'published'))).toEqual([documents.en]);

    // Visitors still see the live English text.
    expect((await ctx.call('GET', `/api/user/latest-news/${items.news.en.id}`)).status).toBe(200);
  });
});
