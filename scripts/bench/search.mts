// `npm run bench:search`: latency of the site search and the back office's title search on a
// small and a large database (10,000 articles and 1,000 lawyers in both languages), with 10
// requests in flight. Calls the API in-process: no page cache in front, every request a miss.
// DATABASE_URL=postgres://… runs it on PostgreSQL (in a schema of its own).
//
// The machine may be shared: each round measures every case once, alternating, with
// `/api/health` (the same app and a `select 1`) as the baseline; the table gives the median of
// the rounds' p50 and p99, their ratio to the baseline's, and the load average.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { smallThenLarge, startApi, type Row } from './in-process.mts';

const started = await startApi();
const { api, token } = started;

const requests = Number(process.env.BENCH_ITERATIONS || 500);
const rounds = Number(process.env.BENCH_ROUNDS || 5);
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
const baseline = 'baseline (/api/health)';
const cases: [string, (i: number) => string, Record<string, string>][] = [
  [baseline, () => '/api/health', {}],
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(2)} ms`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function run(label: string): Promise<Row[]> {
  const loadBefore = load();
  const results = cases.map(() => ({ p50: [] as number[], p99: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, [, path, headers]] of cases.entries()) {
      const { p50, p99 } = await measure(path, headers);
      results[index].p50.push(p50);
      results[index].p99.push(p99);
    }
  }
  const base = { p50: median(results[0].p50), p99: median(results[0].p99) };
  const rows = cases.map(([name], index) => {
    const p50 = median(results[index].p50);
    const p99 = median(results[index].p99);
    return {
      case: name,
      p50: ms(p50),
      p99: ms(p99),
      'p99 rounds': results[index].p99.map((value) => value.toFixed(1)).join(' '),
      'p50 / baseline': (p50 / base.p50).toFixed(1),
      'p99 / baseline': (p99 / base.p99).toFixed(1),
    };
  });
  console.log(`\n${label}: median of ${rounds} rounds of ${requests} requests, ${connections} in flight`);
  console.log(`load average (1 / 5 / 15 min): before ${loadBefore}, after ${load()}; ${os.cpus().length} cores`);
  console.table(rows);
  return rows;
}

await smallThenLarge(started, run);
