// `npm run bench:api`: latency of the heaviest public and admin reads on a small and a large
// database (10,000 articles, 1,000 lawyers). Runs the API in-process, one request at a time.
// DATABASE_URL=postgres://… runs it on PostgreSQL (in a schema of its own).
import { performance } from 'node:perf_hooks';
import { ensureCatalogsAndFields } from './fill';
import { smallThenLarge, startApi } from './in-process.mts';

const started = await startApi();
const { db, api, token } = started;

const iterations = Number(process.env.BENCH_ITERATIONS || 400);

async function measure(path: string, headers: Record<string, string> = {}) {
  const times: number[] = [];
  for (let i = 0; i < iterations + 40; i++) {
    const start = performance.now();
    const response = await api.request(path, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (i >= 40) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

async function run(label: string) {
  const { rootCatalogIds, practiceAreaIds } = await ensureCatalogsAndFields(db);
  const someArticle = await db
    .selectFrom('article')
    .select('id')
    .where('type', '=', 0)
    .where('lang', '=', 'en_US')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const cases: [string, string, Record<string, string>?][] = [
    ['public list', '/api/user/latest-news?pageSize=10'],
    ['catalog filter', `/api/user/latest-news?cataId=${rootCatalogIds[0]}&pageSize=10`],
    ['title search', '/api/admin/latest-news?title=arbitration&pageSize=10', { authorization: token }],
    ['title search (Chinese)', `/api/admin/latest-news?title=${encodeURIComponent('仲裁')}&pageSize=10`, { authorization: token }],
    ['lawyer filter', `/api/user/lawyerTeam?practiceAreaId=${practiceAreaIds[1]}&office=Singapore&pageSize=10`],
    ['keyword search', '/api/user/lawyerTeam?keyword=arbitration&pageSize=10'],
    ['article detail', `/api/user/latest-news/${someArticle.id}`],
  ];
  const rows: Record<string, string>[] = [];
  for (const [name, path, headers] of cases) {
    const { p50, p99 } = await measure(path, headers);
    rows.push({ case: name, p50: `${p50.toFixed(2)} ms`, p99: `${p99.toFixed(2)} ms` });
  }
  console.log(`\n${label}`);
  console.table(rows);
  return rows;
}

await smallThenLarge(started, run);
