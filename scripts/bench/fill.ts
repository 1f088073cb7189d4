import { kindNames } from '../../lib/content/kinds';
import type { Db } from '../../lib/db/client';
import { CatalogType } from '../../lib/db/schema';
import { newNo } from '../../lib/ids';
import { nowIso } from '../../lib/time';

/** Bulk rows for benchmarks: articles in nested catalogs and lawyers with jobs and practice areas. */

const englishWords = [
  'merger',
  'arbitration',
  'capital',
  'markets',
  'restructuring',
  'employment',
  'data',
  'privacy',
  'fintech',
  'shipping',
  'insolvency',
  'competition',
  'tax',
  'real estate',
  'disputes',
];
const chineseWords = [
  '并购',
  '仲裁',
  '资本',
  '市场',
  '重组',
  '劳动',
  '数据',
  '隐私',
  '金融科技',
  '航运',
  '破产',
  '竞争',
  '税务',
  '房地产',
  '争议',
];
const langs = ['en_US', 'zh_CN'] as const;

const pick = <T>(items: readonly T[], index: number) => items[index % items.length];

function titleFor(lang: string, index: number): string {
  const words = lang === 'en_US' ? englishWords : chineseWords;
  return `${pick(words, index)} ${pick(words, index * 7 + 3)} ${pick(words, index * 13 + 5)} #${index}`;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 200): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

export interface Filled {
  rootCatalogIds: number[];
  articleIds: number[];
  practiceAreaIds: number[];
}

export async function ensureCatalogsAndFields(db: Db, inLangs: readonly string[] = langs): Promise<Omit<Filled, 'articleIds'>> {
  const existing = await db.selectFrom('catalog').select('id').where('parentId', 'is', null).where('lang', '=', 'en_US').execute();
  if (existing.length) {
    const fields = await db.selectFrom('professionalField').select('id').where('lang', '=', 'en_US').execute();
    return { rootCatalogIds: existing.map((r) => r.id), practiceAreaIds: fields.map((r) => r.id) };
  }
  const now = nowIso();
  const rootCatalogIds: number[] = [];
  for (const lang of inLangs) {
    for (let root = 0; root < 3; root++) {
      const { id } = await db
        .insertInto('catalog')
        .values({ type: 0, name: `Section ${root}`, no: newNo(), lang, parentId: null, sort: root, createTime: now, updateTime: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (lang === 'en_US') rootCatalogIds.push(id);
      for (let child = 0; child < 2; child++) {
        await db
          .insertInto('catalog')
          .values({
            type: 0,
            name: `Topic ${root}.${child}`,
            no: newNo(),
            lang,
            parentId: id,
            sort: child,
            createTime: now,
            updateTime: now,
          })
          .execute();
      }
    }
  }
  const practiceAreaIds: number[] = [];
  for (const lang of inLangs) {
    for (let index = 0; index < 12; index++) {
      const { id } = await db
        .insertInto('professionalField')
        .values({
          no: `pa${index}`,
          name: pick(lang === 'en_US' ? englishWords : chineseWords, index),
          introduce: '<p>Practice</p>',
          iconUrl: null,
          lang,
          sort: index,
          createTime: now,
          updateTime: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (lang === 'en_US') practiceAreaIds.push(id);
    }
    for (let index = 0; index < 5; index++) {
      await db
        .insertInto('job')
        .values({
          no: `job-${index}`,
          lang,
          name: pick(['Partner', 'Counsel', 'Senior Associate', 'Associate', 'Managing Partner'], index),
          sort: index,
        })
        .execute();
    }
  }
  return { rootCatalogIds, practiceAreaIds };
}

export async function addArticles(db: Db, count: number, offset: number): Promise<void> {
  const catalogs = await db.selectFrom('catalog').select(['id', 'lang']).where('type', '=', 0).execute();
  const rows = Array.from({ length: count }, (_, i) => {
    const index = offset + i;
    const lang = pick(langs, index);
    const catalog = pick(
      catalogs.filter((c) => c.lang === lang),
      index,
    );
    const time = new Date(Date.UTC(2024, 0, 1) + index * 3600_000).toISOString();
    return {
      type: index % 5 === 0 ? 1 : 0,
      title: titleFor(lang, index),
      content: `<p>${titleFor(lang, index + 1)} ${'lorem ipsum '.repeat(40)}</p>`,
      cataId: catalog.id,
      contentUrl: null,
      coverUrl: '/api/upload/cover.jpg',
      isLink: 0,
      lang,
      no: `bench${Math.floor(index / 2)}`,
      note: null,
      top: index % 97 === 0 ? 1 : 0,
      views: index % 50,
      operatorName: 'bench',
      createTime: time,
      updateTime: time,
    };
  });
  await insertInBatches(rows, (batch) => db.insertInto('article').values(batch).execute(), 100);
}

export async function addLawyers(db: Db, count: number, offset: number): Promise<void> {
  const fields = await db.selectFrom('professionalField').select(['id', 'lang']).execute();
  const jobs = await db.selectFrom('job').select(['id', 'lang']).execute();
  const offices = ['Singapore', 'Hong Kong', 'Shanghai'];
  for (let start = 0; start < count; start += 100) {
    await db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(count, start + 100); i++) {
        const index = offset + i;
        const lang = pick(langs, index);
        const now = nowIso();
        const { id } = await trx
          .insertInto('lawyer')
          .values({
            no: `lawyer${Math.floor(index / 2)}`,
            lang,
            top: index % 41 === 0 ? 1 : 0,
            photoUrl: null,
            name: `${lang === 'en_US' ? 'Counsel' : '律师'} ${index}`,
            phoneNumber: '+65 6000 0000',
            email: `lawyer${index}@example.com`,
            office: pick(offices, index),
            intro: `<p>${titleFor(lang, index)}</p>`,
            customContent: null,
            sort: index,
            createTime: now,
            updateTime: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const ownFields = fields.filter((f) => f.lang === lang);
        const ownJobs = jobs.filter((j) => j.lang === lang);
        await trx
          .insertInto('lawyerJob')
          .values({ lawyerTeamId: id, jobId: pick(ownJobs, index).id })
          .execute();
        await trx
          .insertInto('lawyerProField')
          .values(
            [...new Set([pick(ownFields, index).id, pick(ownFields, index * 3 + 1).id])].map((professionalFieldId) => ({
              lawyerTeamId: id,
              professionalFieldId,
            })),
          )
          .execute();
      }
    });
  }
}

/**
 * `count` articles (news and deals) written in the first of `inLangs` and translated into each
 * other, as a translation desk finds them: one translation in ten is missing and one in
 * twenty-five is out of date (recorded against an earlier text of its source). Rows and their
 * recorded sources are written directly; fingerprints are left for the first read to keep.
 */
export async function addTranslatedArticles(
  db: Db,
  count: number,
  inLangs: readonly string[],
  /** The fingerprint of an article's words (lib/services/translation-sources.ts). */
  fingerprint: (text: { title: string; note: string | null; content: string | null }) => string,
): Promise<void> {
  const catalogs = await db.selectFrom('catalog').select(['id', 'lang']).where('type', '=', 0).execute();
  const catalogOf = (lang: string) => catalogs.find((catalog) => catalog.lang === lang) ?? catalogs[0];
  const missing = (index: number, langIndex: number) => (index + langIndex) % 10 === 0;
  const rows = Array.from({ length: count }, (_, index) => {
    const time = new Date(Date.UTC(2023, 0, 1) + index * 600_000).toISOString();
    return inLangs
      .filter((_, langIndex) => langIndex === 0 || !missing(index, langIndex))
      .map((lang, langIndex) => ({
        type: index % 5 === 0 ? 1 : 0,
        title: titleFor(lang, index),
        content: `<p>${titleFor(lang, index + 1)} ${'lorem ipsum '.repeat(40)}</p>`,
        cataId: catalogOf(lang).id,
        contentUrl: null,
        coverUrl: '/api/upload/cover.jpg',
        isLink: 0,
        lang,
        no: `desk${index}`,
        note: null,
        top: 0,
        views: 0,
        operatorName: 'bench',
        status: 'published',
        published: 1,
        createTime: time,
        updateTime: langIndex === 0 ? time : nowIso(),
      }));
  });
  await insertInBatches(rows.flat(), (batch) => db.insertInto('article').values(batch).execute(), 100);
  const stored = await db
    .selectFrom('article')
    .select(['id', 'no', 'lang', 'type', 'title', 'note', 'content'])
    .where('no', 'like', 'desk%')
    .execute();
  const sources = new Map(stored.filter((row) => row.lang === inLangs[0]).map((row) => [row.no, row]));
  const recorded = stored
    .filter((row) => row.lang !== inLangs[0])
    .map((row) => {
      const source = sources.get(row.no)!;
      const index = Number(row.no.slice('desk'.length));
      const outdated = (index * 7 + inLangs.indexOf(row.lang)) % 25 === 0;
      const hash = fingerprint({ ...source, title: outdated ? `${source.title} (earlier)` : source.title });
      return {
        entity: row.type === CatalogType.DEALS ? kindNames.deal.entity : kindNames.news.entity,
        itemId: row.id,
        sourceLang: source.lang,
        sourceId: source.id,
        sourceRevisionId: null,
        textHash: hash,
        liveTextHash: hash,
        updateTime: nowIso(),
      };
    });
  await insertInBatches(recorded, (batch) => db.insertInto('translationSource').values(batch).execute(), 100);
}
