// The status part of `npm run bench:desk` (desk.mts): the Translations screen's call, its counts
// and the list screens' marks, beside the plain admin list call of the same page size.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DeskBench } from './desk.mts';

const pageSize = 10;
const pageOf = (i: number) => (i % 3) + 1;

export async function deskStatusPart(bench: DeskBench): Promise<Record<string, string>[]> {
  // Imported once desk.mts has named the database and the log level.
  const { contentChanged } = await import('../../lib/cache/invalidation');
  const { cacheTags } = await import('../../lib/cache/tags');
  const { refreshTranslationStatus } = await import('../../lib/services/translation-status');
  const { db } = bench;

  // The fill wrote its rows directly: every group is stale, as after the migration.
  const start = performance.now();
  await refreshTranslationStatus(db);
  const workedOut = (performance.now() - start) / 1000;
  // What autovacuum would do within a minute of such a load: statistics, and the visibility map index-only counts read.
  if (process.env.DATABASE_URL?.startsWith('postgres')) await sql`vacuum analyze`.execute(db);
  const rows = await db
    .selectFrom('translationStatus')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  contentChanged(...Object.values(cacheTags));

  const listed = (await bench.get(`/api/admin/latest-news?pageNo=1&pageSize=${pageSize}`)) as { no: string }[];
  const nos = [...new Set(listed.map((item) => item.no))].join(',');
  const sources = await db.selectFrom('article').select(['id', 'title']).where('lang', '=', 'en_US').limit(50).execute();
  // A save's effect on the counts: a source's words change (its group goes stale) and the kept counts are forgotten.
  const change = async (i: number) => {
    const { id, title } = sources[i % sources.length];
    await db
      .updateTable('article')
      .set({ title: i % 2 ? `${title} (revised)` : title })
      .where('id', '=', id)
      .execute();
    contentChanged(cacheTags.news);
  };

  const list = 'list: /api/admin/latest-news';
  const cases = [
    { name: list, call: (i: number) => bench.get(`/api/admin/latest-news?pageNo=${pageOf(i)}&pageSize=${pageSize}`) },
    {
      name: 'Translations screen: to do, every kind',
      call: (i: number) => bench.get(`/api/admin/translations?status=todo&pageNo=${pageOf(i)}&pageSize=${pageSize}`),
    },
    { name: 'counts (side menu and screen)', call: () => bench.get('/api/admin/translations/counts') },
    {
      name: 'filtered: news outdated in Malay',
      call: (i: number) =>
        bench.get(`/api/admin/translations?kind=news&lang=ms_MY&status=outdated&pageNo=${pageOf(i)}&pageSize=${pageSize}`),
    },
    {
      name: 'every status, every kind',
      call: (i: number) => bench.get(`/api/admin/translations?pageNo=${pageOf(i)}&pageSize=${pageSize}`),
    },
    { name: "a list page's marks (nos)", call: () => bench.get(`/api/admin/translations?kind=news&nos=${nos}&pageSize=100`) },
    {
      name: 'counts after a change (write included)',
      call: async (i: number) => {
        await change(i);
        return bench.get('/api/admin/translations/counts');
      },
    },
  ];
  const medians = await bench.medians(cases);
  const base = medians.get(list)!;
  const targets = new Set(['Translations screen: to do, every kind', 'counts (side menu and screen)']);
  return [
    ...cases.map(({ name }) => ({
      case: name,
      'median ms': medians.get(name)!.toFixed(2),
      '× list': (medians.get(name)! / base).toFixed(2),
      target: targets.has(name) ? '≤ 3×' : '',
    })),
    {
      case: `first read after the fill: ${Number(rows.n)} rows worked out`,
      'median ms': `${(workedOut * 1000).toFixed(0)} (once)`,
      '× list': '',
      target: '',
    },
  ];
}
