// `npm run bench:site`: throughput and latency of the public site on the production build, from a
// second process (autocannon). A static asset first, as the ceiling; then pages and calls, each
// at 50 connections (throughput) and 10 connections (latency). Then 10,000 articles and 1,000
// lawyers are added and everything runs again. On SQLite, and on PostgreSQL when it answers at
// BENCH_DATABASE_URL (default: this machine's, database `test`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../setup.mjs';
import { sampleIds, startServer, type RunningServer } from '../../tests/support/server';
import { useFreshDatabase } from './database';
import { addArticles, addLawyers, ensureCatalogsAndFields } from './fill';
import { load, type LoadResult } from './load';

const seconds = Number(process.env.BENCH_SECONDS || 8);
const port = Number(process.env.BENCH_PORT || 3820);
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

ensureBuild();

async function targets(server: RunningServer) {
  const html = await (await fetch(`${server.url}/home`)).text();
  const asset = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1];
  const picture = /\/img\/640\/[0-9a-f]{16}\.[a-z]+/.exec(html)![0];
  const ids = await sampleIds(server.url);
  return [
    ['static asset', asset],
    ['resized picture', picture],
    ['/home', '/home'],
    ['/zh/home', '/zh/home'],
    ['/people', '/people'],
    ['news detail', `/news/detail/${ids.news}`],
    ['/api/user/latest-news', '/api/user/latest-news'],
    ['/api/user/lawyerTeam?keyword=', '/api/user/lawyerTeam?keyword=arbitration'],
    // Never kept by the page cache: what any call the cache does not answer costs on top of its own work.
    ['/api/health (not cached)', '/api/health'],
  ] as const;
}

/**
 * autocannon reports whole milliseconds, and a p99 of 1-5 ms moves by a few of them from run to
 * run on two shared cores: a ratio against less than this says nothing about the database.
 */
const p99Floor = 5;

interface Figures {
  case: string;
  throughput: LoadResult;
  latency: LoadResult;
}

async function measure(server: RunningServer): Promise<Figures[]> {
  const figures: Figures[] = [];
  for (const [label, target] of await targets(server)) {
    await load(`${server.url}${target}`, 10, 2); // renders and caches what a first visitor would
    const throughput = await load(`${server.url}${target}`, 50, seconds);
    const latency = await load(`${server.url}${target}`, 10, seconds);
    figures.push({ case: label, throughput, latency });
  }
  return figures;
}

function report(title: string, figures: Figures[], baseline?: Figures[]) {
  const ceiling = figures[0].throughput.requestsPerSecond;
  console.log(`\n${title}`);
  console.table(
    figures.map((f, index) => ({
      case: f.case,
      'req/s @50': f.throughput.requestsPerSecond,
      'of static': `${Math.round((100 * f.throughput.requestsPerSecond) / ceiling)} %`,
      'p50 ms @10': f.latency.p50,
      'p99 ms @10': f.latency.p99,
      errors: f.throughput.errors + f.throughput.non2xx + f.latency.errors + f.latency.non2xx,
      ...(baseline
        ? {
            'req/s vs small': (f.throughput.requestsPerSecond / baseline[index].throughput.requestsPerSecond).toFixed(2),
            'p99 vs small': (f.latency.p99 / Math.max(p99Floor, baseline[index].latency.p99)).toFixed(2),
          }
        : {}),
    })),
  );
}

async function run(database: 'SQLite' | 'PostgreSQL') {
  if (database === 'PostgreSQL') process.env.DATABASE_URL = postgresUrl;
  else delete process.env.DATABASE_URL;
  const cleanup = await useFreshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-bench-site-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '' };
  try {
    let server = await startServer(port, env);
    const small = await measure(server);
    report(`${database}: demo content`, small);
    await server.stop();

    process.env.DATA_DIR = dataDir;
    const { getDb, closeDb } = await import('../../lib/db/client');
    const db = getDb();
    await ensureCatalogsAndFields(db);
    await addArticles(db, 10_000, 0);
    await addLawyers(db, 1_000, 0);
    await closeDb();

    server = await startServer(port, env);
    report(`${database}: with 10,000 more articles and 1,000 more lawyers`, await measure(server), small);
    await server.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await cleanup();
  }
}

await run('SQLite');
if (process.env.BENCH_POSTGRES !== '0') await run('PostgreSQL');
