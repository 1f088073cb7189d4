// `npm run bench:desk`: the translation desk with 20,000 articles in five languages (news and
// deals, written in English, translated into four languages, some missing or out of date), on
// SQLite and then on PostgreSQL (BENCH_DATABASE_URL, default this machine's database `test`;
// BENCH_POSTGRES=0 skips it), in-process, each on a fresh database. Each part measures its calls
// beside a plain admin list call of the same page size and prints their ratios, with the
// machine's load; BENCH_ARTICLES (20000), BENCH_ROUNDS (7) and BENCH_ITERATIONS (60) change the size.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { addTranslatedArticles, ensureCatalogsAndFields } from './fill';
import { startApi, type Started } from './in-process.mts';
import { deskStatusPart } from './desk-status.mts';
import { deskXliffPart } from './desk-xliff.mts';

const deskLangs = ['en_US', 'zh_CN', 'zh_HK', 'ms_MY', 'ar_AE'];
process.env.SITE_LANGUAGES = deskLangs.join(',');

const articles = Number(process.env.BENCH_ARTICLES || 20_000);
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** One part of the bench: its cases' rows (a ratio to the list call each), after the fill. */
export type DeskPart = (bench: DeskBench) => Promise<Record<string, string>[]>;

/** A part's measuring tools, on one database. */
export interface DeskBench extends Started {
  /** The median of `rounds` rounds' median latency of each case, the cases alternating within a round (ms). */
  medians(cases: { name: string; call: (i: number) => Promise<unknown> }[]): Promise<Map<string, number>>;
  /** A GET of the API as the administrator; throws unless 200. */
  get(path: string): Promise<unknown>;
  articles: number;
}

// The parts, in order: the XLIFF part's import changes the data, so it comes last.
const parts: [string, DeskPart][] = [
  ['Status', deskStatusPart],
  ['XLIFF', deskXliffPart],
];

const rounds = Number(process.env.BENCH_ROUNDS || 7);
const iterations = Number(process.env.BENCH_ITERATIONS || 60);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

function benchOn(started: Started): DeskBench {
  async function get(path: string) {
    const response = await started.api.request(path, { headers: { authorization: started.token } });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { result: unknown }).result;
  }
  async function medians(cases: { name: string; call: (i: number) => Promise<unknown> }[]) {
    const perRound = new Map(cases.map(({ name }) => [name, [] as number[]]));
    for (let round = 0; round < rounds; round++) {
      for (const { name, call } of cases) {
        const times: number[] = [];
        for (let i = 0; i < iterations + 5; i++) {
          const start = performance.now();
          await call(i);
          if (i >= 5) times.push(performance.now() - start);
        }
        perRound.get(name)!.push(median(times));
      }
    }
    return new Map([...perRound].map(([name, values]) => [name, median(values)]));
  }
  return { ...started, get, medians, articles };
}

/** The fingerprint the desk keeps of an article's words, imported once the database is named. */
async function articleFingerprint() {
  const { serverKinds } = await import('../../lib/services/kinds');
  const { groupSpecOf, liveFingerprint } = await import('../../lib/services/translation-sources');
  const spec = groupSpecOf(serverKinds.news);
  return (text: Record<string, unknown>) => liveFingerprint(spec, { text, sections: [], credentials: { admissions: [], education: [] } });
}

async function runOn(database: string): Promise<void> {
  const started = await startApi();
  try {
    const fillStart = performance.now();
    await ensureCatalogsAndFields(started.db, deskLangs);
    await addTranslatedArticles(started.db, articles, deskLangs, await articleFingerprint());
    if (process.env.DATABASE_URL?.startsWith('postgres')) await sql`analyze`.execute(started.db);
    console.log(
      `\n${database}: ${articles} articles in ${deskLangs.length} languages written in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`,
    );
    const loadBefore = load();
    for (const [name, part] of parts) {
      console.log(`\n${name} (${database}), median of ${rounds} alternating rounds of ${iterations} calls, one at a time`);
      console.table(await part(benchOn(started)));
    }
    console.log(`load average (1 / 5 / 15 min): before ${loadBefore}, after ${load()}; ${os.cpus().length} cores`);
  } finally {
    await started.close();
  }
}

delete process.env.DATABASE_URL;
await runOn('SQLite');
if (process.env.BENCH_POSTGRES !== '0') {
  process.env.DATABASE_URL = postgresUrl;
  await runOn('PostgreSQL');
}
