// `npm run bench:search`: latency of the site search and the back office's title search on a
// small and a large database (10,000 articles and 1,000 lawyers in both languages), with 10
// requests in flight. Calls the API in-process: no page cache in front, every request a miss.
// DATABASE_URL=postgres://… runs it on PostgreSQL (in a schema of its own).
import { performance } from 'node:perf_hooks';
import { addArticles, addLawyers, ensureCatalogsAndFields } from './fill';
import { useFreshDatabase } from './database';

process.env.LOG_LEVEL = 'silent';
process.env.ADMIN_PASSWORD ||= 'bench-password-1';
const cleanup = await useFreshDatabase();

const { getDb, closeDb } = await import('../../lib/db/client');
const { migrateToLatest } = await import('../../lib/db/migrate');
const { ensureFirstAdmin } = await import('../../lib/services/auth');
const { rebuildSearchIndex } = await import('../../lib/services/search-index');
const { api } = await import('../../lib/api/app');

const db = getDb();
await migrateToLatest(db);
await ensureFirstAdmin(db);
const login = await api.request('/api/admin/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginAccount: 'admin', password: process.env.ADMIN_PASSWORD }),
});
const token = ((await login.json()) as { result: string }).result;

const requests = Number(process.env.BENCH_ITERATIONS || 1000);
const connections = 10;

async function measure(path: (i: number) => string, headers: Record<string, string>) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests + 50) {
      const i = next++;
      const start = performance.now();
      const response = await api.request(path(i), { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path(i)} answered ${response.status}`);
      if (i >= 50) times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

const pages = (i: number) => `&page=${(i % 3) + 1}`;
const cases: [string, (i: number) => string, Record<string, string>][] = [
  ['English word', (i) => `/api/user/search?q=arbitration${pages(i)}`, { lang: 'en_US' }],
  ['English prefix', (i) => `/api/user/search?q=${['arb', 'mer', 'ship', 'priv'][i % 4]}${pages(i)}`, { lang: 'en_US' }],
  ['Chinese word', (i) => `/api/user/search?q=${encodeURIComponent(['仲裁', '并购', '航运'][i % 3])}${pages(i)}`, { lang: 'zh_CN' }],
  ['mixed', (i) => `/api/user/search?q=${encodeURIComponent(`SIAC ${['仲裁', '并购'][i % 2]}`)}${pages(i)}`, { lang: 'zh_CN' }],
  [
    'admin title search',
    (i) => `/api/admin/latest-news?title=${['arbitration', 'merger', '仲裁'][i % 3]}${pages(i)}`,
    { authorization: token },
  ],
];

async function run(label: string) {
  console.log(`\n${label}: ${await rebuildSearchIndex(db)} index entries`);
  const rows: Record<string, string>[] = [];
  for (const [name, path, headers] of cases) {
    const { p50, p99 } = await measure(path, headers);
    rows.push({ case: name, p50: `${p50.toFixed(2)} ms`, p99: `${p99.toFixed(2)} ms` });
  }
  console.table(rows);
  return rows;
}

try {
  await ensureCatalogsAndFields(db);
  await addArticles(db, 100, 0);
  await addLawyers(db, 100, 0);
  const small = await run('100 articles, 100 lawyers');
  await addArticles(db, 9_900, 100);
  await addLawyers(db, 900, 100);
  const large = await run('10,000 articles, 1,000 lawyers');
  console.log('\nGrowth');
  console.table(
    large.map((row, i) => ({ case: row.case, 'p99 large / small': (parseFloat(row.p99) / parseFloat(small[i].p99)).toFixed(2) })),
  );
  console.log(`database: ${process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}, ${connections} requests in flight`);
} finally {
  await closeDb();
  await cleanup();
}
