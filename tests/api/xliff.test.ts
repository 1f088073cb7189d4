import { unzipSync, strFromU8 } from 'fflate';
import { xliff12ToJs, xliff2js } from 'xliff';
import { useTestContext } from '../support/context';
import {
  exportFile,
  importRaw,
  importReport,
  translate12,
  translate21,
  translateBetweenTags,
  validateAgainstCoreSchema,
} from '../support/xliff';

/** XLIFF out to translators and back: exports, round trips in both versions, drafts, outdated units, re-imports. */
process.env.SITE_LANGUAGES = 'en_US,zh_CN,ms_MY';

const ctx = useTestContext();
type Row = Record<string, any>;
const catalogs: Record<string, number> = {};
let article: Row;
let lawyer: Row;

const content = '<p>Hello <strong>world</strong> &amp; <a href="https://example.com/a?b=1&amp;c=2">friends</a></p><p>Second<br />line</p>';

const get = (path: string) => ctx.result('GET', path, { token: ctx.admin });
const articleIn = async (no: string, lang: string) =>
  ((await get(`/api/admin/latest-news?no=${no}&lang=${lang}&pageSize=10`)) as Row[]).find((row) => row.no === no);
const exportOf = (query: Record<string, string> | [string, string][]) => exportFile(ctx, ctx.admin, query);

beforeAll(async () => {
  for (const catalog of await ctx.result('POST', '/api/admin/catalog', {
    token: ctx.admin,
    body: [
      { lang: 'en_US', name: 'News', type: 0 },
      { lang: 'zh_CN', name: '新闻', type: 0, no: 'xliff-news' },
      { lang: 'ms_MY', name: 'Berita', type: 0, no: 'xliff-news' },
    ],
  }))
    catalogs[catalog.lang] = catalog.id;
  [article] = await ctx.result('POST', '/api/admin/latest-news', {
    token: ctx.admin,
    body: [
      { lang: 'en_US', cataId: catalogs.en_US, coverUrl: '/api/upload/cover.jpg', title: 'Merger closed', note: 'Q3', content, isLink: 0 },
    ],
  });
  [lawyer] = await ctx.result('POST', '/api/admin/lawyerTeam', {
    token: ctx.admin,
    body: [
      {
        lang: 'en_US',
        name: 'Alice Tan',
        latinName: 'Alice Tan',
        email: 'alice@example.com',
        intro: '<p>Acts in <em>shipping</em> disputes</p>',
        customContents: [{ title: 'Education', content: '<ul><li>NUS</li><li>LSE</li></ul>' }],
        admissions: [{ jurisdiction: 'Singapore', year: 2010 }],
      },
    ],
  });
});
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

test('an export is XLIFF 2.1 valid against the OASIS core schema, one unit per field with stable ids, and another parser reads it', async () => {
  const file = await exportOf({ lang: 'zh_CN', no: `${article.no},${lawyer.no}` });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/xliff+xml');
  expect(file.headers.get('content-disposition')).toBe('attachment; filename="translations-en_US-zh_CN.xlf"');
  const { valid, output } = validateAgainstCoreSchema(file.text);
  expect(output).toContain('validates');
  expect(valid).toBe(true);
  expect(file.text).toContain('version="2.1" srcLang="en" trgLang="zh-CN"');

  const parsed = await xliff2js(file.text);
  expect(parsed).toMatchObject({ sourceLanguage: 'en', targetLanguage: 'zh-CN' });
  const units = Object.assign({}, ...Object.values(parsed.resources as Record<string, Record<string, Row>>)) as Record<string, Row>;
  expect(Object.keys(units).sort()).toEqual(
    [
      `news.${article.no}.title`,
      `news.${article.no}.note`,
      `news.${article.no}.content`,
      `lawyer.${lawyer.no}.name`,
      `lawyer.${lawyer.no}.intro`,
      `lawyer.${lawyer.no}.customContents.0.title`,
      `lawyer.${lawyer.no}.customContents.0.content`,
      `lawyer.${lawyer.no}.admissions.0.jurisdiction`,
    ].sort(),
  );
  expect(units[`news.${article.no}.title`].source).toBe('Merger closed');
  // Facts never travel: no cover, e-mail, Latin name or catalog.
  expect(file.text).not.toMatch(/cover\.jpg|alice@example|Latin|cataId/);
  // Markup travels as codes a translator cannot edit, each with its tag kept aside.
  expect(file.text).toContain('<pc id="1" dataRefStart="s1" dataRefEnd="e1" canCopy="no" canDelete="no">Hello ');
  expect(file.text).toContain('<ph id="5" dataRef="d5" canCopy="no" canDelete="no"/>');
  expect(file.text).toMatch(/<unit id="news\.[^"]+\.title" lfs:sourceHash="[A-Za-z0-9_-]{43}">/);

  // The same choice gives the same ids and hashes.
  expect((await exportOf({ lang: 'zh_CN', no: `${article.no},${lawyer.no}` })).text).toBe(file.text);
});

test('a translated 2.1 file comes back as drafts equal to the translated HTML, a missing version created with the group’s facts', async () => {
  const file = await exportOf({ lang: 'zh_CN', no: `${article.no},${lawyer.no}` });
  const response = await importRaw(ctx, ctx.admin, translate21(file.text));
  expect(response.status).toBe(200);
  const report = response.body.result;
  expect(report.counts).toEqual({ imported: 8, outdated: 0, unchanged: 0, refused: 0 });
  const drafts = Object.fromEntries(report.drafts.map((draft: Row) => [draft.kind, draft]));
  expect(drafts.news).toMatchObject({ no: article.no, lang: 'zh_CN', status: 'draft', title: '【Merger closed】' });
  expect(drafts.lawyer).toMatchObject({ no: lawyer.no, lang: 'zh_CN', status: 'draft', title: '【Alice Tan】' });

  const zhArticle = await get(`/api/admin/latest-news/${drafts.news.id}`);
  expect(zhArticle).toMatchObject({ lang: 'zh_CN', status: 'draft', published: 0, title: '【Merger closed】', note: '【Q3】' });
  expect(zhArticle.content).toBe(translateBetweenTags(article.content));
  expect(zhArticle).toMatchObject({ cataId: catalogs.zh_CN, coverUrl: '/api/upload/cover.jpg' });

  const zhLawyer = await get(`/api/admin/lawyerTeam/detail/${drafts.lawyer.id}`);
  expect(zhLawyer).toMatchObject({ status: 'draft', name: '【Alice Tan】', email: 'alice@example.com', latinName: 'Alice Tan' });
  expect(zhLawyer.intro).toBe('<p>【Acts in 】<em>【shipping】</em>【 disputes】</p>');
  expect(zhLawyer.customContents).toEqual([{ title: '【Education】', content: '<ul><li>【NUS】</li><li>【LSE】</li></ul>' }]);
  expect(zhLawyer.admissions).toEqual([{ jurisdiction: '【Singapore】', year: 2010 }]);

  // The desk counts the drafts as translations of the current source.
  const rows: Row[] = await get(`/api/admin/translations?no=${article.no}&lang=zh_CN`);
  expect(rows[0]).toMatchObject({ status: 'current', id: drafts.news.id });

  // The same file again changes nothing: no new revision, no new version.
  const again = await importReport(ctx, ctx.admin, translate21(file.text));
  expect(again.counts).toEqual({ imported: 0, outdated: 0, unchanged: 8, refused: 0 });
  expect(again.drafts).toEqual([]);
  expect((await get(`/api/admin/latest-news/${drafts.news.id}`)).version).toBe(zhArticle.version);
});

test('XLIFF 1.2 out and back: <g>/<x> codes, read by another parser, imported as drafts of a published version', async () => {
  const [ms] = await ctx.result('PUT', '/api/admin/latest-news', {
    token: ctx.admin,
    body: [
      {
        no: article.no,
        lang: 'ms_MY',
        cataId: catalogs.ms_MY,
        coverUrl: '/api/upload/cover.jpg',
        title: 'Lama',
        content: '<p>Lama</p>',
        isLink: 0,
      },
    ],
  });
  const file = await exportOf({ lang: 'ms_MY', no: article.no, version: '1.2' });
  expect(file.status).toBe(200);
  expect(file.text).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2"');
  expect(file.text).toContain('source-language="en" target-language="ms" datatype="html"');
  expect(file.text).toMatch(/<g id="1" ctype="x-html-p" lfs:start="&lt;p&gt;" lfs:end="&lt;\/p&gt;">Hello /);
  expect(file.text).toContain('<x id="5" ctype="x-html-br" lfs:code="&lt;br&gt;"/>');
  const parsed = await xliff12ToJs(file.text);
  expect(Object.keys(parsed.resources[`news.${article.no}`]).sort()).toEqual(
    ['content', 'note', 'title'].map((field) => `news.${article.no}.${field}`).sort(),
  );

  const report = await importReport(ctx, ctx.admin, translate12(file.text));
  expect(report.counts).toEqual({ imported: 3, outdated: 0, unchanged: 0, refused: 0 });
  expect(report.drafts).toEqual([{ kind: 'news', no: article.no, lang: 'ms_MY', id: ms.id, title: '【Merger closed】', status: 'draft' }]);
  const staff = await get(`/api/admin/latest-news/${ms.id}`);
  expect(staff).toMatchObject({ status: 'draft', published: 1, title: '【Merger closed】' });
  expect(staff.content).toBe(translateBetweenTags(article.content));
  // Visitors still read the published text until the draft is published.
  const visitors = await ctx.result('GET', `/api/user/latest-news/${ms.id}`);
  expect(visitors.title).toBe('Lama');
});

test('a unit whose source changed since the export is imported and marked outdated; under approval the draft waits in review', async () => {
  const [practice] = await ctx.result('POST', '/api/admin/professionalField', {
    token: ctx.admin,
    body: [{ lang: 'en_US', name: 'Shipping', introduce: '<p>Ships and <strong>cargo</strong></p>' }],
  });
  const file = await exportOf({ lang: 'zh_CN', kind: 'practice', no: practice.no });
  await ctx.result('PUT', '/api/admin/professionalField', { token: ctx.admin, body: [{ ...practice, name: 'Shipping and trade' }] });
  expect((await ctx.call('POST', '/api/admin/workflow-config', { token: ctx.admin, body: { approvalRequired: 1 } })).status).toBe(200);
  try {
    const report = await importReport(ctx, ctx.admin, translate21(file.text));
    expect(report.counts).toEqual({ imported: 1, outdated: 1, unchanged: 0, refused: 0 });
    expect(report.units.find((unit: Row) => unit.id.endsWith('.name'))).toMatchObject({ result: 'outdated', lang: 'zh_CN' });
    expect(report.drafts[0]).toMatchObject({ kind: 'practice', lang: 'zh_CN', status: 'review' });
    const rows: Row[] = await get(`/api/admin/translations?kind=practice&no=${practice.no}&lang=zh_CN`);
    expect(rows[0]).toMatchObject({ status: 'outdated', id: report.drafts[0].id });
    const changes = await get(`/api/admin/translations/changes?kind=practice&id=${report.drafts[0].id}`);
    expect(changes.changes).toEqual([{ field: 'name', then: 'Shipping', now: 'Shipping and trade' }]);
  } finally {
    await ctx.call('POST', '/api/admin/workflow-config', { token: ctx.admin, body: { approvalRequired: 0 } });
  }
});

test('several languages come as a zip of one file per language, and the zip imports whole', async () => {
  const [honour] = await ctx.result('POST', '/api/admin/lawfirm-honour', {
    token: ctx.admin,
    body: [{ lang: 'en_US', coverUrl: '/api/upload/h.jpg', title: 'Firm of the year', content: '<p>Ranked <em>first</em></p>' }],
  });
  const file = await exportOf([
    ['lang', 'zh_CN'],
    ['lang', 'ms_MY'],
    ['kind', 'honour'],
    ['no', honour.no],
  ]);
  expect([file.status, file.headers.get('content-type'), file.status === 200 ? '' : file.text]).toEqual([200, 'application/zip', '']);
  expect(file.headers.get('content-disposition')).toBe('attachment; filename="translations.zip"');
  const entries = unzipSync(file.bytes);
  expect(Object.keys(entries).sort()).toEqual(['en_US-ms_MY.xlf', 'en_US-zh_CN.xlf']);
  for (const text of Object.values(entries).map((bytes) => strFromU8(bytes))) expect(validateAgainstCoreSchema(text).valid).toBe(true);

  const { zipSync, strToU8 } = await import('fflate');
  const translated = zipSync(
    Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strToU8(translate21(strFromU8(bytes)))])),
  );
  const form = new FormData();
  form.append('file', new Blob([translated as BlobPart]), 'back.zip');
  const response = await ctx.call('POST', '/api/admin/translations/xliff', { token: ctx.admin, raw: form });
  expect(response.status).toBe(200);
  expect(response.body.result.counts).toEqual({ imported: 4, outdated: 0, unchanged: 0, refused: 0 });
  expect(response.body.result.drafts.map((draft: Row) => draft.lang).sort()).toEqual(['ms_MY', 'zh_CN']);
  expect((await articleIn(article.no, 'zh_CN'))?.status).toBe('draft');
});

test('everything missing or outdated in a language is the default choice; nothing to translate is a 400 naming the field', async () => {
  const file = await exportOf({ lang: 'ms_MY' });
  expect(file.text).toContain(`lawyer.${lawyer.no}.name`);
  expect(file.text).not.toContain(`news.${article.no}.title`);
  const none = await exportOf({ lang: 'ms_MY', status: 'current', kind: 'banner' });
  expect(none.status).toBe(400);
  expect(JSON.parse(none.text).message).toMatch(/^status: nothing to translate/);
});

test("each unit carries, as notes, the firm's glossary terms its source holds and their renderings in the target language", async () => {
  await ctx.ok('POST', '/admin/glossary', { json: { term: 'merger', renderings: { zh_CN: '合并' }, note: 'Not 融合' } });
  await ctx.ok('POST', '/admin/glossary', { json: { term: 'friends', doNotTranslate: 1 } });
  const file = await exportOf({ lang: 'zh_CN', no: article.no });
  const units = Object.assign({}, ...Object.values((await xliff2js(file.text)).resources as Record<string, Record<string, Row>>));
  const notesOf = (field: string) => {
    const unit = file.text.slice(file.text.indexOf(`<unit id="news.${article.no}.${field}"`));
    return unit.slice(0, unit.indexOf('</unit>'));
  };
  expect(units[`news.${article.no}.title`]).toBeTruthy();
  expect(notesOf('title')).toContain('<note>Glossary: merger → 合并 — Not 融合</note>');
  expect(notesOf('content')).toContain('<note>Glossary: friends (do not translate)</note>');
  expect(notesOf('content')).not.toContain('合并');
  expect(validateAgainstCoreSchema(file.text).valid).toBe(true);
});
