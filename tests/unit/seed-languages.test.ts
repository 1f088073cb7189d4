import { useTestContext } from '../support/context';
import { seedDemoContent } from '@/lib/seed';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { CatalogType } from '@/lib/db/schema';
import { groupFacts, readFacts, type FactsTable } from '@/lib/repositories/group-facts';

/** The demo on a site that serves all five languages, seeded on an empty database. */
const previousSetting = process.env.SITE_LANGUAGES;
process.env.SITE_LANGUAGES = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';
const ctx = useTestContext({ signIn: false });
const added = ['zh_HK', 'ms_MY', 'ar_AE'] as const;

beforeAll(async () => {
  await seedDemoContent(ctx.db);
}, 60000);
afterAll(() => {
  if (previousSetting === undefined) delete process.env.SITE_LANGUAGES;
  else process.env.SITE_LANGUAGES = previousSetting;
});

const arabic = /[\u0600-\u06ff]/;
const han = /[\u4e00-\u9fff]/;
/** Common characters that Simplified Chinese writes differently from Traditional. */
const simplifiedOnly =
  /[师与华们务这为发国时会际业产数诉讼购银资权争议关东应对经实进说项员见现让还过长门问间开无车书买卖电网络费动头点钱币价贷处单条财税证认识语词计设讯记许论谈请读调质贸运边达连选递遗邮举义亚亲仅众优传伤债储兴养内册决净击则创别劝办励劳势区医协压厅县参双变号团园围图圆场坚执扩报担择挤换据构检楼标树样桥机杀欢欧汇测济温湾满灭灵点热环画疗监盘矿码础确礼种积称稳竞笔签简纠红约级纪纲纳纷纸线练组细织终经结绕给络绝统继绩续维综绿缓编缩网罗职联胜脑节荣获营虑补装观规视览觉触誉订讨训讲访评识诉试询该详误诺课谁谊谢负贡责败货贫贯贵贺赔赛赞赢趋践轨转轮软轻载较辅辑输辞辩迁迈远违迟适逻邻释钟钢铁链销锁错键镇闭闻阅队阶阳阴阵陆陈险随隐难领频题额风飞馆驱验鱼鸟齐龙]/;
/** Characters only Traditional Chinese writes, at least one of which any Traditional text of some length has. */
const traditional =
  /[師與華們務這為發國時會際業產數訴訟購銀資權爭議關東應對經實進說項員見現讓還過長門問間開無車書電網絡費動點處單條財證認識語設記許論請質貿運達選擇舉義亞優傳債興內決區醫協團圍圖場執報據構檢標機歡歐濟溫灣滿靈點熱環畫監礦確禮種積稱穩競簽簡紀紛級組細織終結給絕統維綜綠編職聯勝節榮獲營慮補裝觀規覺譽訂討訓講訪評試詢該詳誤課誰謝負貢責敗貨貴賠賽贏趨轉輕較輔輯輸辭辯遷邁遠違適鄰釋鐘鋼鐵鏈銷鎖錯鍵鎮閉聞閱隊階陽陰陣陸陳險隨隱難領頻題額風飛館驅驗魚鳥齊龍]/;

/** Checks that a text is written in a language's own script. */
const inScript: Record<(typeof added)[number], (text: string) => void> = {
  zh_HK: (text) => {
    expect(text).toMatch(han);
    expect(text).not.toMatch(simplifiedOnly);
  },
  ms_MY: (text) => {
    expect(text).toMatch(/[A-Za-z]/);
    expect(text).not.toMatch(han);
    expect(text).not.toMatch(arabic);
  },
  ar_AE: (text) => expect(text).toMatch(arabic),
};

function byLang<T extends { lang: string }>(rows: T[], lang: string): T[] {
  return rows.filter((row) => row.lang === lang);
}

/** Every version of a language belongs to a translation group that English has, one version per group. */
function expectEnglishGroups(rows: { lang: string; no: string }[], lang: string): void {
  const english = new Set(byLang(rows, 'en_US').map((row) => row.no));
  const mine = byLang(rows, lang).map((row) => row.no);
  expect(new Set(mine).size).toBe(mine.length);
  for (const no of mine) expect(english.has(no)).toBe(true);
}

/** What a language's version keeps from the English one: pictures, contacts, dates, order. */
function expectShared<T extends object>(version: T, english: T, keys: (keyof T)[]): void {
  expect(keys.map((key) => version[key])).toEqual(keys.map((key) => english[key]));
}

test('every lawyer in every language; English has every news article and deal', async () => {
  const lawyers = await ctx.db.selectFrom('lawyer').select('lang').execute();
  const articles = await ctx.db.selectFrom('article').select(['lang', 'type']).execute();
  for (const lang of ['en_US', 'zh_CN', ...added]) expect(byLang(lawyers, lang)).toHaveLength(20);
  expect(byLang(articles, 'en_US').filter((article) => article.type === CatalogType.NEWS)).toHaveLength(25);
  expect(byLang(articles, 'en_US').filter((article) => article.type === CatalogType.DEALS)).toHaveLength(15);
});

test.each(added)('%s: every practice area, in the same groups as English and in its own script', async (lang) => {
  const rows = await ctx.db.selectFrom('professionalField').selectAll().execute();
  const english = byLang(rows, 'en_US');
  const mine = byLang(rows, lang);
  expect(mine).toHaveLength(english.length);
  expectEnglishGroups(rows, lang);
  for (const row of mine) {
    const original = english.find((r) => r.no === row.no)!;
    expect([row.sort, row.iconUrl]).toEqual([original.sort, original.iconUrl]);
    expect(row.introduce).toMatch(/<h2>/);
    expect(row.introduce).toMatch(/<li>/);
    inScript[lang](row.name);
    inScript[lang](row.introduce!);
  }
});

test.each(added)('%s: every lawyer, with jobs, offices, practice areas and sections of their language', async (lang) => {
  const lawyers = await ctx.db.selectFrom('lawyer').selectAll().execute();
  const jobs = await ctx.db.selectFrom('job').selectAll().execute();
  const offices = await ctx.db.selectFrom('office').selectAll().execute();
  const fields = await ctx.db.selectFrom('professionalField').select(['id', 'no', 'lang']).execute();
  const lawyerJobs = await ctx.db.selectFrom('lawyerJob').selectAll().execute();
  const lawyerFields = await ctx.db.selectFrom('lawyerProField').selectAll().execute();
  const sections = await ctx.db.selectFrom('lawyerCustomContent').selectAll().execute();

  const mine = byLang(lawyers, lang);
  expect(mine).toHaveLength(byLang(lawyers, 'en_US').length);
  expectEnglishGroups(lawyers, lang);
  expect(byLang(jobs, lang)).toHaveLength(byLang(jobs, 'en_US').length);
  const officeNames = byLang(offices, lang).map((office) => office.name);
  expect(officeNames).toHaveLength(3);
  officeNames.forEach(inScript[lang]);

  const jobIds = new Set(byLang(jobs, lang).map((job) => job.id));
  const fieldNo = new Map(fields.map((field) => [field.id, field]));
  for (const lawyer of mine) {
    const original = byLang(lawyers, 'en_US').find((l) => l.no === lawyer.no)!;
    expectShared(lawyer, original, ['photoUrl', 'email', 'phoneNumber', 'top', 'sort', 'latinName', 'latinFamilyName']);
    expect(officeNames).toContain(lawyer.office);
    inScript[lang](lawyer.name);
    inScript[lang](lawyer.intro!);

    const myJobs = lawyerJobs.filter((link) => link.lawyerTeamId === lawyer.id);
    const originalJobs = lawyerJobs.filter((link) => link.lawyerTeamId === original.id);
    expect(myJobs.length).toBe(originalJobs.length);
    expect(myJobs.every((link) => jobIds.has(link.jobId))).toBe(true);

    const fieldsOf = (id: number) =>
      lawyerFields.filter((link) => link.lawyerTeamId === id).map((link) => fieldNo.get(link.professionalFieldId)!);
    expect(fieldsOf(lawyer.id).every((field) => field.lang === lang)).toBe(true);
    expect(
      fieldsOf(lawyer.id)
        .map((field) => field.no)
        .sort(),
    ).toEqual(
      fieldsOf(original.id)
        .map((field) => field.no)
        .sort(),
    );

    const mySections = sections.filter((s) => s.lawyerTeamId === lawyer.id);
    expect(mySections).toHaveLength(sections.filter((s) => s.lawyerTeamId === original.id).length);
    for (const section of mySections) {
      inScript[lang](section.title);
      expect(section.content).toMatch(/<li>/);
    }
  }
  expect(mine.some((lawyer) => lawyer.top === 1)).toBe(true);
});

test('names are written as each language writes them', async () => {
  const lawyers = await ctx.db.selectFrom('lawyer').select(['name', 'lang', 'office', 'latinName']).execute();
  const names = (lang: string) => byLang(lawyers, lang).map((lawyer) => lawyer.name);
  const nameOf = (latinName: string, lang: string) =>
    lawyers.find((lawyer) => lawyer.latinName === latinName && lawyer.lang === lang)!.name;
  expect(names('zh_HK')).toContain('許偉傑');
  expect(names('ms_MY')).toContain('Ahmad Faizal bin Rahman');
  expect(names('ar_AE').some((name) => name.startsWith('دانيال كوه'))).toBe(true);
  // Chinese lawyers by their own characters, Traditional in Hong Kong; Malay keeps the Latin name.
  expect(nameOf('Catherine Wong Ka Yan', 'zh_HK')).toBe('黃嘉欣');
  expect(nameOf('Kelvin Chan Chun Kit', 'zh_HK')).toBe('陳俊傑');
  expect(nameOf('Kelvin Chan Chun Kit', 'zh_CN')).toBe('陈俊杰');
  expect(nameOf('Zhou Wenhao', 'ms_MY')).toBe('Zhou Wenhao');
  expect(nameOf('Priya Ramanathan', 'ar_AE')).toBe('بريا راماناثان');
  // The Hong Kong office's lawyers have Traditional Chinese profiles, in Chinese characters.
  const hongKong = byLang(lawyers, 'zh_HK').filter((lawyer) => lawyer.office === '香港');
  expect(hongKong).toHaveLength(5);
  for (const lawyer of hongKong) expect(lawyer.name).toMatch(/^[\u4e00-\u9fff]{3}$/);
});

test.each([
  ['news', CatalogType.NEWS, { zh_HK: 8, ms_MY: 8, ar_AE: 7 }],
  ['deals', CatalogType.DEALS, { zh_HK: 4, ms_MY: 3, ar_AE: 3 }],
])('%s: the translated items in each language, in catalogs of their own language', async (_name, type, count) => {
  const articles = await ctx.db.selectFrom('article').selectAll().where('type', '=', type).execute();
  const catalogs = await ctx.db.selectFrom('catalog').selectAll().where('type', '=', type).execute();
  for (const lang of added) {
    const mine = byLang(articles, lang);
    expect(mine).toHaveLength(count[lang]);
    expectEnglishGroups(articles, lang);
    expectEnglishGroups(catalogs, lang);

    const ownCatalogs = new Map(byLang(catalogs, lang).map((catalog) => [catalog.id, catalog]));
    const englishCatalogs = new Map(byLang(catalogs, 'en_US').map((catalog) => [catalog.id, catalog]));
    for (const article of mine) {
      const original = byLang(articles, 'en_US').find((a) => a.no === article.no)!;
      expectShared(article, original, ['createTime', 'views', 'top', 'coverUrl']);
      // Filed under the same catalog as the English version, in its own language.
      expect(ownCatalogs.get(article.cataId)?.no).toBe(englishCatalogs.get(original.cataId)!.no);
      expect(article.content).toMatch(/<h2>/);
      inScript[lang](article.title);
      inScript[lang](article.note!);
      inScript[lang](article.content!);
    }
    // Each catalog of the language holds one of its items or a catalog that does, and sits under one of its own.
    for (const catalog of ownCatalogs.values()) {
      const holds = mine.some((a) => a.cataId === catalog.id) || [...ownCatalogs.values()].some((c) => c.parentId === catalog.id);
      expect(holds).toBe(true);
      if (catalog.parentId !== null) expect(ownCatalogs.has(catalog.parentId)).toBe(true);
      inScript[lang](catalog.name);
    }
  }
  // Arbitration, as Gulf lawyers write it (تحكيم, joined to its article or preposition).
  expect(byLang(articles, 'ar_AE').some((article) => article.title.includes('تحكيم'))).toBe(true);
});

test.each(added)('%s: three banners and the portal configuration', async (lang) => {
  const banners = byLang(await ctx.db.selectFrom('banner').selectAll().execute(), lang);
  expect(banners).toHaveLength(3);
  expect(banners.filter((banner) => banner.linkUrl === '/expertises')).toHaveLength(1);
  for (const banner of banners) [banner.title ?? '', banner.subTitle ?? ''].forEach(inScript[lang]);

  const configs = await ctx.db.selectFrom('portalConfig').selectAll().execute();
  const config = configs.find((c) => c.lang === lang)!;
  const english = configs.find((c) => c.lang === 'en_US')!;
  expectShared(config, english, ['email', 'tel', 'iconUrl', 'lawyerCount']);
  [config.address!, config.introduce!].forEach(inScript[lang]);
  const advantages: { title: string; content: string }[] = JSON.parse(config.advantagesList);
  const environment: { title: string; coverUrl: string }[] = JSON.parse(config.environmentList);
  expect(advantages).toHaveLength(4);
  expect(environment.map((item) => item.coverUrl)).toEqual(
    JSON.parse(english.environmentList).map((item: { coverUrl: string }) => item.coverUrl),
  );
  for (const item of advantages) [item.title, item.content].forEach(inScript[lang]);
  for (const item of environment) inScript[lang](item.title);
});

test.each(added)('%s: the six honours and both legal documents', async (lang) => {
  const honours = await ctx.db.selectFrom('honour').selectAll().execute();
  expect(byLang(honours, lang)).toHaveLength(6);
  expectEnglishGroups(honours, lang);
  for (const honour of byLang(honours, lang)) {
    const original = byLang(honours, 'en_US').find((h) => h.no === honour.no)!;
    expectShared(honour, original, ['createTime', 'top', 'coverUrl']);
    // Each names the year it was given, as the English version does.
    expect(honour.title).toContain(original.title.match(/\d{4}/)![0]);
    [honour.title, honour.content!].forEach(inScript[lang]);
  }

  const documents = byLang(await ctx.db.selectFrom('legalDocument').selectAll().execute(), lang);
  expect(documents.map((document) => document.name).sort()).toEqual(['privacy', 'term-condition']);
  for (const document of documents) {
    [document.title, document.content!].forEach(inScript[lang]);
    expect(document.content).toMatch(/<h2>/);
  }
  expect(documents.find((document) => document.name === 'privacy')!.content).toMatch(/PDPA/);
});

test('the Hong Kong firm is a 律師行 in Traditional characters; the practice names use each language’s legal terms', async () => {
  const config = await ctx.db.selectFrom('portalConfig').select(['lang', 'name', 'introduce']).execute();
  expect(config.find((c) => c.lang === 'zh_HK')!.name).toMatch(/律師行/);
  expect(config.find((c) => c.lang === 'zh_HK')!.introduce).toMatch(traditional);
  const fields = await ctx.db.selectFrom('professionalField').select(['lang', 'name']).execute();
  const names = (lang: string) =>
    byLang(fields, lang)
      .map((field) => field.name)
      .join(' / ');
  expect(names('zh_HK')).toMatch(/合併與收購/);
  expect(names('zh_HK')).toMatch(/國際仲裁/);
  expect(names('ms_MY')).toMatch(/Timbang Tara/);
  expect(names('ms_MY')).toMatch(/Penggabungan/);
  expect(names('ar_AE')).toMatch(/التحكيم/);
  expect(names('ar_AE')).toMatch(/الاندماج والاستحواذ/);
});

test('rich text of every language is already in the form the site keeps', async () => {
  const texts = [
    ...(await ctx.db.selectFrom('article').select('content as text').execute()),
    ...(await ctx.db.selectFrom('lawyer').select('intro as text').execute()),
    ...(await ctx.db.selectFrom('lawyerCustomContent').select('content as text').execute()),
    ...(await ctx.db.selectFrom('professionalField').select('introduce as text').execute()),
    ...(await ctx.db.selectFrom('portalConfig').select('introduce as text').execute()),
    ...(await ctx.db.selectFrom('honour').select('content as text').execute()),
    ...(await ctx.db.selectFrom('legalDocument').select('content as text').execute()),
  ]
    .map((row) => row.text)
    .filter((text): text is string => !!text);
  for (const text of texts) expect(sanitizeRichText(text)).toBe(text);
});

test('what does not depend on language is the same on every version of an item', async () => {
  for (const table of Object.keys(groupFacts) as FactsTable[]) {
    const rows = await ctx.db.selectFrom(table).select(['id', 'no', 'lang']).execute();
    // The facts as every language reads them: without the language they were read in.
    const factsOf = async (id: number) => ({ ...(await readFacts(ctx.db, table, id))!, lang: undefined });
    const sources = new Map<string, Awaited<ReturnType<typeof factsOf>>>();
    for (const row of byLang(rows, 'en_US')) sources.set(row.no, await factsOf(row.id));
    for (const row of rows) expect([table, row.lang, await factsOf(row.id)]).toEqual([table, row.lang, sources.get(row.no)]);
  }
  // Articles' views too, and the honours' order.
  const articles = await ctx.db.selectFrom('article').select(['no', 'views']).execute();
  for (const article of articles)
    expect(articles.filter((other) => other.no === article.no).every((other) => other.views === article.views)).toBe(true);
});

test('job titles, offices and languages spoken are one group per entry; every office has its address in each language', async () => {
  for (const table of ['job', 'office', 'spokenLanguage'] as const) {
    const rows = await ctx.db.selectFrom(table).select(['no', 'lang']).execute();
    const english = byLang(rows, 'en_US').map((row) => row.no);
    expect(new Set(english).size).toBe(english.length);
    for (const lang of added)
      expect(
        byLang(rows, lang)
          .map((row) => row.no)
          .sort(),
      ).toEqual([...english].sort());
  }
  const offices = await ctx.db.selectFrom('office').selectAll().execute();
  for (const office of offices) expect(office.address).toBeTruthy();
  for (const lang of added) byLang(offices, lang).forEach((office) => inScript[lang](office.address!));
  // Hong Kong writes its Chinese addresses from the territory down to the room, with no postcode.
  expect(offices.find((office) => office.lang === 'zh_HK' && office.name === '香港')!.address).toMatch(/^香港中環.+\d+樓.+室$/);
  expect(offices.find((office) => office.lang === 'zh_HK' && office.name === '新加坡')!.address).toMatch(/^新加坡/);
  expect(offices.find((office) => office.lang === 'ar_AE' && office.name === 'شنغهاي')!.address).toMatch(/شنغهاي/);
});

test('an Arabic reader finds the partner who speaks Arabic, an Arabic article naming him, and his deal (in English)', async () => {
  const arabic = await ctx.db
    .selectFrom('spokenLanguage')
    .select('id')
    .where('lang', '=', 'ar_AE')
    .where('name', '=', 'العربية')
    .executeTakeFirstOrThrow();
  const speakers = await ctx.db
    .selectFrom('lawyer')
    .innerJoin('lawyerLanguage', 'lawyerLanguage.lawyerTeamId', 'lawyer.id')
    .select(['lawyer.no', 'lawyer.name'])
    .where('lawyerLanguage.spokenLanguageId', '=', arabic.id)
    .execute();
  expect(speakers.map((speaker) => speaker.name)).toEqual(['أحمد فيصل بن رحمن']);
  const named = await ctx.db
    .selectFrom('contentLink')
    .select(['source', 'no'])
    .where('target', '=', 'lawyer')
    .where('targetNo', '=', speakers[0].no)
    .execute();
  const versions = async (source: string) => {
    const nos = named.filter((link) => link.source === source).map((link) => link.no);
    return nos.length ? ctx.db.selectFrom('article').select(['no', 'lang']).where('no', 'in', nos).execute() : [];
  };
  expect((await versions('news')).some((article) => article.lang === 'ar_AE')).toBe(true);
  const deals = await versions('deal');
  expect(deals.some((deal) => deal.lang === 'en_US')).toBe(true);
  // Not translated into Arabic: Arabic readers see it in the fallback language, marked.
  expect(deals.some((deal) => deal.lang === 'ar_AE')).toBe(false);
});

test('native review: legal terms, proper names and Malay without calques', async () => {
  const texts = async (lang: string): Promise<string> => {
    const lawyers = await ctx.db.selectFrom('lawyer').selectAll().where('lang', '=', lang).execute();
    const ids = new Set(lawyers.map((lawyer) => lawyer.id));
    const admissions = (await ctx.db.selectFrom('lawyerAdmission').selectAll().execute()).filter((row) => ids.has(row.lawyerTeamId));
    const articles = await ctx.db.selectFrom('article').selectAll().where('lang', '=', lang).execute();
    const honours = await ctx.db.selectFrom('honour').selectAll().where('lang', '=', lang).execute();
    const banners = await ctx.db.selectFrom('banner').selectAll().where('lang', '=', lang).execute();
    const areas = await ctx.db.selectFrom('professionalField').selectAll().where('lang', '=', lang).execute();
    const documents = await ctx.db.selectFrom('legalDocument').selectAll().where('lang', '=', lang).execute();
    return [
      ...lawyers.flatMap((row) => [row.name, row.intro]),
      ...admissions.map((row) => row.jurisdiction),
      ...articles.flatMap((row) => [row.title, row.note, row.content]),
      ...honours.flatMap((row) => [row.title, row.content]),
      ...banners.flatMap((row) => [row.title, row.subTitle]),
      ...areas.flatMap((row) => [row.name, row.introduce]),
      ...documents.flatMap((row) => [row.title, row.content]),
    ].join('\n');
  };
  // In Hong Kong 出庭律師 is a barrister, and none of the firm's lawyers is one.
  expect(await texts('zh_HK')).not.toMatch(/出庭律師/);
  expect(await texts('zh_HK')).toMatch(/訟辯及事務律師/);
  expect(await texts('ms_MY')).not.toMatch(/wawasan|mengaward|diawardkan/i);
  // Directories and awards keep their own names.
  const honours = await ctx.db.selectFrom('honour').select(['no', 'lang', 'title', 'content']).execute();
  for (const honour of honours) {
    const english = honours.find((other) => other.no === honour.no && other.lang === 'en_US')!;
    for (const name of [
      'Legal Compass Asia-Pacific',
      'Asia Counsel Awards',
      'Straits Legal Awards',
      'Pan-Asia Deal Awards',
      'Community Justice Honour Roll',
    ]) {
      if (`${english.title} ${english.content}`.includes(name)) expect(`${honour.title} ${honour.content}`).toContain(name);
    }
  }
});

test('the privacy policy in every language covers insight alerts', async () => {
  const heading = {
    en_US: 'Insight alerts',
    zh_CN: '法律资讯订阅',
    zh_HK: '法律資訊訂閱',
    ms_MY: 'Makluman artikel',
    ar_AE: 'التنبيهات القانونية',
  };
  const documents = await ctx.db.selectFrom('legalDocument').select(['lang', 'content']).where('name', '=', 'privacy').execute();
  for (const [lang, words] of Object.entries(heading)) {
    const content = documents.find((document) => document.lang === lang)!.content!;
    expect(content).toMatch(new RegExp(`<h2>${words}`));
    expect(content).toContain('IP');
    expect(content).toContain('dpo@harbourfront.example');
  }
});
