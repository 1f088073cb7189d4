import { useTestContext } from '../support/context';
import { bootstrap } from '@/lib/bootstrap';
import { isDatabaseEmpty, seedDemoContent } from '@/lib/seed';
import { readUpload, uploadUrlPrefix } from '@/lib/storage/uploads';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { CatalogType } from '@/lib/db/schema';

const ctx = useTestContext({ signIn: false });
const langs = ['en_US', 'zh_CN'] as const;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  expect(await isDatabaseEmpty(ctx.db)).toBe(true);
  await seedDemoContent(ctx.db);
}, 60000);

const han = /[\u4e00-\u9fff]/;

function byLang<T extends { lang: string }>(rows: T[], lang: string): T[] {
  return rows.filter((row) => row.lang === lang);
}

/** Every language has the same set of translation keys, one row per key. */
function expectSharedNos(rows: { lang: string; no: string }[]): void {
  const [en, zh] = langs.map((lang) =>
    byLang(rows, lang)
      .map((row) => row.no)
      .sort(),
  );
  expect(new Set(en).size).toBe(en.length);
  expect(zh).toEqual(en);
}

/** Each Chinese row belongs to a translation group that English has, one row per group. */
function expectEnglishGroups(rows: { lang: string; no: string }[]): void {
  const english = new Set(byLang(rows, 'en_US').map((row) => row.no));
  const chinese = byLang(rows, 'zh_CN').map((row) => row.no);
  expect(new Set(chinese).size).toBe(chinese.length);
  expect(chinese.every((no) => english.has(no))).toBe(true);
}

/** Rows of every table the demo writes in languages, by language. */
async function rowsByLang(): Promise<Record<string, number>> {
  const tables = [
    'professionalField',
    'lawyer',
    'job',
    'office',
    'catalog',
    'article',
    'honour',
    'banner',
    'legalDocument',
    'portalConfig',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    for (const row of await ctx.db.selectFrom(table).select('lang').execute()) {
      const key = `${table} ${row.lang}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

test('with the default languages, nothing is written in another language', async () => {
  const langsWritten = new Set(Object.keys(await rowsByLang()).map((key) => key.split(' ')[1]));
  expect([...langsWritten].sort()).toEqual([...langs].sort());
});

test('a database already seeded is left as it is when more languages are enabled', async () => {
  const before = await rowsByLang();
  const setting = process.env.SITE_LANGUAGES;
  process.env.SITE_LANGUAGES = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';
  process.env.SEED_DEMO = '1';
  try {
    await bootstrap();
  } finally {
    process.env.SEED_DEMO = '0';
    if (setting === undefined) delete process.env.SITE_LANGUAGES;
    else process.env.SITE_LANGUAGES = setting;
  }
  expect(await rowsByLang()).toEqual(before);
});

test('the database is no longer empty and no administrator was added', async () => {
  expect(await isDatabaseEmpty(ctx.db)).toBe(false);
  const admins = await ctx.db.selectFrom('adminUser').select('loginAccount').execute();
  expect(admins.map((a) => a.loginAccount)).toEqual(['admin']);
});

test('at least ten practice areas per language, translated under one no, with icons and sort order', async () => {
  const rows = await ctx.db.selectFrom('professionalField').selectAll().execute();
  for (const lang of langs) {
    const list = byLang(rows, lang);
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(new Set(list.map((r) => r.sort)).size).toBe(list.length);
    for (const row of list) {
      expect(row.introduce).toMatch(/<p>/);
      expect(row.iconUrl).toMatch(/\.png$/);
    }
  }
  expectSharedNos(rows);
  expect(byLang(rows, 'zh_CN').every((row) => han.test(row.name))).toBe(true);
  const library = new Set((await ctx.db.selectFrom('icon').select('iconUrl').execute()).map((icon) => icon.iconUrl));
  expect(rows.every((row) => library.has(row.iconUrl!))).toBe(true);
});

test('twenty lawyers per language over three offices, each with jobs and practice areas of their language', async () => {
  const lawyers = await ctx.db.selectFrom('lawyer').selectAll().execute();
  const jobs = await ctx.db.selectFrom('job').selectAll().execute();
  const offices = await ctx.db.selectFrom('office').selectAll().execute();
  const fields = await ctx.db.selectFrom('professionalField').select(['id', 'lang']).execute();
  const lawyerJobs = await ctx.db.selectFrom('lawyerJob').selectAll().execute();
  const lawyerFields = await ctx.db.selectFrom('lawyerProField').selectAll().execute();
  const sections = await ctx.db.selectFrom('lawyerCustomContent').selectAll().execute();
  expectSharedNos(lawyers);

  for (const lang of langs) {
    const list = byLang(lawyers, lang);
    expect(list).toHaveLength(20);
    expect(byLang(jobs, lang).length).toBeGreaterThanOrEqual(4);
    const officeNames = byLang(offices, lang).map((o) => o.name);
    expect(officeNames.length).toBeGreaterThanOrEqual(3);
    expect(new Set(list.map((l) => l.office)).size).toBeGreaterThanOrEqual(3);
    expect(list.every((l) => officeNames.includes(l.office!))).toBe(true);
    expect(list.some((l) => l.top === 1)).toBe(true);
    expect(list.some((l) => l.top === 0)).toBe(true);

    const jobIds = new Set(byLang(jobs, lang).map((j) => j.id));
    const fieldIds = new Set(byLang(fields, lang).map((f) => f.id));
    const usedJobs = new Set<number>();
    for (const lawyer of list) {
      const mine = lawyerJobs.filter((link) => link.lawyerTeamId === lawyer.id);
      const myFields = lawyerFields.filter((link) => link.lawyerTeamId === lawyer.id);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(2);
      expect(myFields.length).toBeGreaterThanOrEqual(1);
      expect(myFields.length).toBeLessThanOrEqual(3);
      expect(mine.every((link) => jobIds.has(link.jobId))).toBe(true);
      expect(myFields.every((link) => fieldIds.has(link.professionalFieldId))).toBe(true);
      mine.forEach((link) => usedJobs.add(link.jobId));
      expect(lawyer.phoneNumber).toMatch(/^\+\d{2,3} [\d ]+$/);
      expect(lawyer.email).toMatch(/^[a-z.]+@[a-z.]+$/);
      expect(lawyer.intro).toMatch(/<p>/);
      expect(sections.filter((s) => s.lawyerTeamId === lawyer.id).length).toBeLessThanOrEqual(2);
    }
    expect(usedJobs.size).toBeGreaterThanOrEqual(4);
    const withSections = list.filter((l) => sections.some((s) => s.lawyerTeamId === l.id));
    expect(withSections.length).toBeGreaterThan(0);
    expect(withSections.length).toBeLessThan(list.length);
  }
  expect(byLang(lawyers, 'zh_CN').every((l) => han.test(l.name))).toBe(true);
});

test('every lawyer has admissions, education and the languages they speak, in the list of their language', async () => {
  const lawyers = await ctx.db.selectFrom('lawyer').select(['id', 'lang']).execute();
  const spoken = await ctx.db.selectFrom('spokenLanguage').selectAll().execute();
  const links = await ctx.db.selectFrom('lawyerLanguage').selectAll().execute();
  const admissions = await ctx.db.selectFrom('lawyerAdmission').selectAll().execute();
  const education = await ctx.db.selectFrom('lawyerEducation').selectAll().execute();
  const sectionTitles = (await ctx.db.selectFrom('lawyerCustomContent').select('title').execute()).map((row) => row.title);
  const thisYear = new Date().getUTCFullYear();
  for (const lang of langs) {
    const ids = new Set(byLang(spoken, lang).map((language) => language.id));
    expect(ids.size).toBeGreaterThanOrEqual(5);
    for (const lawyer of byLang(lawyers, lang)) {
      const own = links.filter((link) => link.lawyerTeamId === lawyer.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.every((link) => ids.has(link.spokenLanguageId))).toBe(true);
      const bars = admissions.filter((row) => row.lawyerTeamId === lawyer.id);
      const degrees = education.filter((row) => row.lawyerTeamId === lawyer.id);
      expect(bars.length).toBeGreaterThanOrEqual(1);
      expect(degrees.length).toBeGreaterThanOrEqual(1);
      for (const row of [...bars, ...degrees]) {
        expect(row.year).toBeGreaterThanOrEqual(1900);
        expect(row.year).toBeLessThanOrEqual(thisYear);
      }
    }
  }
  expect(admissions.find((row) => han.test(row.jurisdiction))).toBeDefined();
  // The free-text sections they replace are gone.
  for (const title of ['Education', 'Admissions', 'Languages', '教育背景', '执业资格', '工作语言'])
    expect(sectionTitles).not.toContain(title);
});

test('nested news and deal catalogs in both languages', async () => {
  const catalogs = await ctx.db.selectFrom('catalog').selectAll().execute();
  expectSharedNos(catalogs);
  for (const type of [CatalogType.NEWS, CatalogType.DEALS]) {
    for (const lang of langs) {
      const list = catalogs.filter((c) => c.type === type && c.lang === lang);
      const children = list.filter((c) => c.parentId !== null);
      expect(list.length - children.length).toBeGreaterThanOrEqual(3);
      expect(children.length).toBeGreaterThanOrEqual(1);
      for (const child of children) expect(list.map((c) => c.id)).toContain(child.parentId);
    }
  }
});

test.each([
  ['news', CatalogType.NEWS, { en_US: 25, zh_CN: 23 }],
  ['deals', CatalogType.DEALS, { en_US: 15, zh_CN: 14 }],
])('%s: the expected count per language, spread over catalogs and eighteen months', async (_name, type, count) => {
  const articles = await ctx.db.selectFrom('article').selectAll().where('type', '=', type).execute();
  const catalogs = await ctx.db.selectFrom('catalog').selectAll().where('type', '=', type).execute();
  // Translated in part: English has every item, Chinese most of them.
  expectEnglishGroups(articles);
  for (const lang of langs) {
    const list = byLang(articles, lang);
    expect(list).toHaveLength(count[lang]);
    const ownCatalogs = new Map(byLang(catalogs, lang).map((c) => [c.id, c]));
    expect(list.every((a) => ownCatalogs.has(a.cataId))).toBe(true);
    expect(list.some((a) => ownCatalogs.get(a.cataId)!.parentId !== null)).toBe(true);
    expect(new Set(list.map((a) => a.cataId)).size).toBe(ownCatalogs.size);
    expect(list.filter((a) => a.top === 1).length).toBeGreaterThanOrEqual(1);
    expect(list.filter((a) => a.top === 1).length).toBeLessThanOrEqual(4);
    expect(list.every((a) => a.views > 0 && a.coverUrl.startsWith(uploadUrlPrefix))).toBe(true);

    const times = list.map((a) => Date.parse(a.createTime));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - 550 * DAY);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(365 * DAY);

    for (const article of list) {
      if (article.isLink) {
        expect(article.contentUrl).toMatch(/^https:\/\/example\.com\//);
      } else {
        expect(article.content).toMatch(/<h2>/);
        expect(article.content).toMatch(/<p>/);
        expect(article.contentUrl).toBeNull();
      }
    }
  }
  const links = byLang(articles, 'en_US').filter((a) => a.isLink === 1).length;
  expect(links).toBeLessThanOrEqual(2);
  if (type === CatalogType.NEWS) expect(links).toBeGreaterThanOrEqual(1);
  expect(byLang(articles, 'zh_CN').every((a) => han.test(a.title))).toBe(true);
});

test('six honours and three banners per language, one banner linking to the practice areas', async () => {
  const honours = await ctx.db.selectFrom('honour').selectAll().execute();
  const banners = await ctx.db.selectFrom('banner').selectAll().execute();
  expectSharedNos(honours);
  for (const lang of langs) {
    expect(byLang(honours, lang)).toHaveLength(6);
    const list = byLang(banners, lang);
    expect(list).toHaveLength(3);
    expect(list.filter((b) => b.linkUrl === '/expertises')).toHaveLength(1);
    expect(list.every((b) => b.title && b.subTitle && b.imgPath.startsWith(uploadUrlPrefix))).toBe(true);
  }
});

test('the portal configuration and both legal documents exist in each language', async () => {
  const configs = await ctx.db.selectFrom('portalConfig').selectAll().execute();
  const documents = await ctx.db.selectFrom('legalDocument').selectAll().execute();
  for (const lang of langs) {
    const config = configs.find((c) => c.lang === lang)!;
    expect(config).toBeDefined();
    expect(config.tel).toMatch(/^\+65 /);
    expect(config.email).toMatch(/@/);
    expect(config.address).toMatch(lang === 'en_US' ? /Singapore/ : /新加坡/);
    expect(config.lawyerCount).toBeGreaterThan(0);
    expect(config.totalPeople).toBeGreaterThanOrEqual(config.lawyerCount);
    expect(config.branchCount).toBe(3);
    expect([config.isLawyerCountVisible, config.isTotalPeopleVisible, config.isBranchCountVisible]).toEqual([1, 1, 1]);
    const advantages = JSON.parse(config.advantagesList);
    const environment = JSON.parse(config.environmentList);
    expect(advantages).toHaveLength(4);
    expect(advantages.every((a: any) => a.title && a.content)).toBe(true);
    expect(environment).toHaveLength(4);
    expect(environment.every((e: any) => e.title && e.coverUrl.startsWith(uploadUrlPrefix))).toBe(true);

    const mine = byLang(documents, lang);
    expect(mine.map((d) => d.name).sort()).toEqual(['privacy', 'term-condition']);
    expect(mine.find((d) => d.name === 'privacy')!.content).toMatch(/PDPA/);
  }
  expect(configs.find((c) => c.lang === 'zh_CN')!.name).toMatch(han);
});

test('rich text is already in the form the site keeps', async () => {
  const texts = [
    ...(await ctx.db.selectFrom('article').select('content as text').execute()),
    ...(await ctx.db.selectFrom('lawyer').select('intro as text').execute()),
    ...(await ctx.db.selectFrom('professionalField').select('introduce as text').execute()),
    ...(await ctx.db.selectFrom('legalDocument').select('content as text').execute()),
  ]
    .map((row) => row.text)
    .filter((text): text is string => !!text);
  for (const text of texts) expect(sanitizeRichText(text)).toBe(text);
});

test('every picture the content refers to is a stored image', async () => {
  const urls = new Set<string>();
  const add = (url: string | null) => url && urls.add(url);
  (await ctx.db.selectFrom('professionalField').select('iconUrl').execute()).forEach((r) => add(r.iconUrl));
  (await ctx.db.selectFrom('lawyer').select('photoUrl').execute()).forEach((r) => add(r.photoUrl));
  (await ctx.db.selectFrom('article').select('coverUrl').execute()).forEach((r) => add(r.coverUrl));
  (await ctx.db.selectFrom('honour').select('coverUrl').execute()).forEach((r) => add(r.coverUrl));
  (await ctx.db.selectFrom('banner').select('imgPath').execute()).forEach((r) => add(r.imgPath));
  for (const config of await ctx.db.selectFrom('portalConfig').selectAll().execute()) {
    add(config.iconUrl);
    JSON.parse(config.environmentList).forEach((e: { coverUrl: string }) => add(e.coverUrl));
  }
  const lawyers = await ctx.db.selectFrom('lawyer').select(['photoUrl', 'lang']).execute();
  expect(new Set(byLang(lawyers, 'en_US').map((l) => l.photoUrl)).size).toBe(20);

  const stored = new Set((await ctx.db.selectFrom('uploadedFile').select('fileId').execute()).map((r) => r.fileId));
  expect(urls.size).toBeGreaterThan(30);
  for (const url of urls) {
    expect(url.startsWith(uploadUrlPrefix)).toBe(true);
    const fileId = url.slice(uploadUrlPrefix.length);
    expect(stored.has(fileId)).toBe(true);
    const upload = await readUpload(ctx.db, fileId);
    expect(upload?.contentType).toMatch(/^image\/(webp|png)$/);
    expect(upload!.bytes.length).toBeGreaterThan(500);
  }
});

test('every deal and most news name one to three lawyers and practice areas, which read in each language', async () => {
  const links = await ctx.db.selectFrom('contentLink').selectAll().execute();
  const deals = await ctx.db.selectFrom('article').select('no').distinct().where('type', '=', CatalogType.DEALS).execute();
  const news = await ctx.db.selectFrom('article').select('no').distinct().where('type', '=', CatalogType.NEWS).execute();
  const counted = (no: string, target: string) => links.filter((link) => link.no === no && link.target === target).length;
  for (const { no } of deals) {
    expect(counted(no, 'lawyer')).toBeGreaterThanOrEqual(1);
    expect(counted(no, 'lawyer')).toBeLessThanOrEqual(3);
    expect(counted(no, 'practiceArea')).toBeGreaterThanOrEqual(1);
    expect(counted(no, 'practiceArea')).toBeLessThanOrEqual(3);
  }
  expect(news.filter(({ no }) => counted(no, 'lawyer') > 0).length).toBeGreaterThan(news.length / 2);
  const lawyerNos = new Set((await ctx.db.selectFrom('lawyer').select('no').execute()).map((row) => row.no));
  expect(links.filter((link) => link.target === 'lawyer').every((link) => lawyerNos.has(link.targetNo))).toBe(true);
  for (const lang of langs) {
    const [deal] = await ctx.db.selectFrom('article').select('id').where('type', '=', CatalogType.DEALS).where('lang', '=', lang).execute();
    const read = (await ctx.call('GET', `/api/user/case-analysis/${deal.id}`)).body.result;
    expect(read.lawyers.length).toBeGreaterThan(0);
    expect(read.practiceAreas.length).toBeGreaterThan(0);
  }
});

test('job titles, offices and languages spoken: one translation group per entry, each office with its address', async () => {
  for (const table of ['job', 'office', 'spokenLanguage'] as const) {
    const rows = await ctx.db.selectFrom(table).select(['no', 'lang', 'sort']).execute();
    expect(rows.every((row) => row.no.length > 0)).toBe(true);
    expectSharedNos(rows);
    // The versions of an entry keep its place in the list.
    for (const row of rows) expect(rows.filter((other) => other.no === row.no).every((other) => other.sort === row.sort)).toBe(true);
  }
  const offices = await ctx.db.selectFrom('office').selectAll().execute();
  const address = (lang: string, name: string) => offices.find((office) => office.lang === lang && office.name === name)!.address;
  expect(address('en_US', 'Singapore')).toMatch(/Singapore \d{6}$/);
  expect(address('en_US', 'Hong Kong')).toMatch(/Central, Hong Kong$/);
  expect(address('en_US', 'Shanghai')).toMatch(/Shanghai \d{6}, China$/);
  expect(address('zh_CN', '香港')).toMatch(/^香港中环/);
  expect(address('zh_CN', '上海')).toMatch(/^上海市浦东新区/);
  // The firm's address is its head office's.
  const config = await ctx.db.selectFrom('portalConfig').select(['lang', 'address']).execute();
  for (const lang of langs)
    expect(config.find((row) => row.lang === lang)!.address).toBe(address(lang, lang === 'en_US' ? 'Singapore' : '新加坡'));
});

test('every lawyer has the name the firm uses in Latin script and its family name, the same in every language', async () => {
  const lawyers = await ctx.db.selectFrom('lawyer').select(['no', 'lang', 'name', 'latinName', 'latinFamilyName']).execute();
  for (const lawyer of lawyers) {
    const english = lawyers.find((row) => row.no === lawyer.no && row.lang === 'en_US')!;
    expect([lawyer.latinName, lawyer.latinFamilyName]).toEqual([english.latinName, english.latinFamilyName]);
    expect(lawyer.latinName).toMatch(/^[A-Za-z][A-Za-z ]+$/);
    expect(lawyer.latinName!.split(' ')).toContain(lawyer.latinFamilyName);
  }
  expect(byLang(lawyers, 'en_US').every((lawyer) => lawyer.name === lawyer.latinName)).toBe(true);
  const familyOf = (latinName: string) => lawyers.find((lawyer) => lawyer.latinName === latinName)!.latinFamilyName;
  // A Chinese name's family name comes first; a Malay name has none, so the father's name stands for it.
  expect(familyOf('Daniel Koh Wei Jie')).toBe('Koh');
  expect(familyOf('Zhou Wenhao')).toBe('Zhou');
  expect(familyOf('Priya Ramanathan')).toBe('Ramanathan');
  expect(familyOf('Ahmad Faizal bin Rahman')).toBe('Rahman');
});
