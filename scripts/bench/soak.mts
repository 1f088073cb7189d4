// `npm run soak`: a production server on SQLite under 100 connections (SOAK_CONNECTIONS) of mixed
// public reading for 60 s (SOAK_SECONDS), after a 20 s warm-up on the same connections
// (SOAK_WARMUP_SECONDS), with an administrator creating, updating and deleting news and lawyers
// through the API alongside, about one save a second (SOAK_WRITE_PAUSE_MS between saves, 500).
// Prints requests, errors, unexpected statuses (reads: anything but 200/304; writes: anything but
// 200) and the server's resident memory at start, after the warm-up, every 10 s and at the end.
// Exits 1 on any error or unexpected status, or when memory at the end is more than 20 % above
// its level after the warm-up. The load comes from a second process (this script run with
// --readers), so the writes and measurements here do not compete with autocannon.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../setup.mjs';
import { sampleIds, startServer } from '../../tests/support/server';
import { callSite, lawyerProfile, newsArticle, newsCatalogId, signInAdmin } from '../../tests/support/site-api';

interface ReadersJob {
  url: string;
  connections: number;
  /** The phases in seconds, one after the other on the same connections: warm-up, then the soak. */
  phases: number[];
  paths: string[];
}

interface PhaseReads {
  responses: number;
  requestsPerSecond: number;
  p99: number;
  max: number;
  /** Connection errors and timeouts (no answer within 10 s) together. */
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
}

const expectedReadStatuses = new Set(['200', '304']);
const phaseMark = 'phase-ended';

/**
 * The load process: one autocannon run over every phase, each connection cycling through the
 * paths, so connections open once; answers are tallied per phase. Prints a line at the end of
 * each phase but the last, then the tallies as JSON.
 */
async function readers(job: ReadersJob): Promise<void> {
  const autocannon = createRequire(import.meta.url)('autocannon');
  const total = job.phases.reduce((sum, seconds) => sum + seconds, 0);
  const tallies = job.phases.map(() => ({ times: [] as number[], errors: 0, timeouts: 0, statuses: {} as Record<string, number> }));
  let phase = 0;
  const instance = autocannon({
    url: job.url,
    connections: job.connections,
    duration: total,
    requests: job.paths.map((path) => ({ method: 'GET', path })),
  });
  let elapsed = 0;
  for (const seconds of job.phases.slice(0, -1)) {
    elapsed += seconds;
    setTimeout(() => {
      phase += 1;
      process.stdout.write(`${phaseMark}\n`);
    }, elapsed * 1000);
  }
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    const tally = tallies[phase];
    tally.times.push(ms);
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  });
  instance.on('reqError', (error: Error) => {
    tallies[phase].errors += 1;
    if (/timed out/.test(error.message)) tallies[phase].timeouts += 1;
  });
  await instance;
  const results: PhaseReads[] = tallies.map((tally, index) => {
    const times = tally.times.sort((a, b) => a - b);
    return {
      responses: times.length,
      requestsPerSecond: Math.round(times.length / job.phases[index]),
      p99: Math.round(times[Math.floor(times.length * 0.99)] ?? 0),
      max: Math.round(times.at(-1) ?? 0),
      errors: tally.errors,
      timeouts: tally.timeouts,
      statuses: tally.statuses,
    };
  });
  process.stdout.write(JSON.stringify(results));
}

/** Runs the load process; `onPhaseEnd` is called as each phase but the last ends. */
function runReaders(job: ReadersJob, onPhaseEnd: () => void): Promise<PhaseReads[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--readers'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, SOAK_READERS_JOB: JSON.stringify(job) },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      while (output.startsWith(`${phaseMark}\n`)) {
        output = output.slice(phaseMark.length + 1);
        onPhaseEnd();
      }
    });
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(output) as PhaseReads[]);
      } catch {
        reject(new Error(`the load process printed no result: ${output.slice(0, 500)}`));
      }
    });
  });
}

interface WriteTally {
  writes: number;
  errors: number;
  unexpected: Record<string, number>;
}

const newWriteTally = (): WriteTally => ({ writes: 0, errors: 0, unexpected: {} });

/**
 * Creates, updates and deletes a news article and a lawyer, round after round, until `done()`;
 * each write is counted in the tally `tally()` gives at that moment (the current phase's).
 */
async function adminWrites(url: string, tally: () => WriteTally, done: () => boolean, pauseMs: number): Promise<void> {
  const token = await signInAdmin(url);
  const cataId = await newsCatalogId(url, token);
  const write = async (method: string, path: string, body?: unknown) => {
    const counted = tally();
    counted.writes += 1;
    try {
      const reply = await callSite(url, method, path, { token, body });
      if (reply.status === 200) return reply.body.result;
      const key = `${method} ${path.replace(/[?\d].*$/, '')}: ${reply.status}`;
      counted.unexpected[key] = (counted.unexpected[key] ?? 0) + 1;
    } catch (error) {
      counted.errors += 1;
      console.error(`${method} ${path}: ${error instanceof Error ? error.message : error}`);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  for (let round = 1; !done(); round++) {
    const title = `Soak notice ${round}`;
    const [article] = (await write('POST', '/api/admin/latest-news', [newsArticle(cataId, title)])) ?? [];
    if (article) {
      await write('PUT', '/api/admin/latest-news', [{ ...newsArticle(cataId, `${title}, updated`), id: article.id }]);
      await write('DELETE', `/api/admin/latest-news?no=${encodeURIComponent(article.no)}`);
    }
    const name = `Soak Lawyer ${round}`;
    const [lawyer] = (await write('POST', '/api/admin/lawyerTeam', [lawyerProfile(name)])) ?? [];
    if (lawyer) {
      await write('PUT', '/api/admin/lawyerTeam', [{ ...lawyerProfile(`${name} Jr`), id: lawyer.id }]);
      await write('DELETE', `/api/admin/lawyerTeam/${lawyer.id}`);
    }
  }
}

/** Resident memory of a process in MB, from /proc/<pid>/status. */
function rssMb(pid: number): number {
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 1024);
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);

async function soak(): Promise<number> {
  const seconds = Number(process.env.SOAK_SECONDS || 60);
  const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS || 20);
  const connections = Number(process.env.SOAK_CONNECTIONS || 100);
  const pauseMs = Number(process.env.SOAK_WRITE_PAUSE_MS || 500);

  ensureBuild();
  const server = await startServer(Number(process.env.SOAK_PORT || 3819), { DATABASE_URL: '', REDIS_URL: '' });
  const pid = server.process.pid!;
  try {
    const memory = { start: rssMb(pid), warm: 0, end: 0, every10s: [] as number[] };
    const sampler = setInterval(() => memory.every10s.push(rssMb(pid)), 10_000);
    const ids = await sampleIds(server.url);
    const paths = [
      '/home',
      '/zh/home',
      '/people',
      '/people?office=Singapore',
      `/people?practiceAreaId=${ids.practiceArea}`,
      '/people?keyword=arbitration',
      '/zh/people',
      `/people/detail/${ids.lawyer}`,
      '/news',
      `/news/detail/${ids.news}`,
      '/api/user/latest-news?pageSize=10',
      '/api/user/lawyerTeam?pageSize=10',
      '/api/user/lawyerTeam?keyword=arbitration',
    ];
    const writeTallies = [newWriteTally(), newWriteTally()];
    let phase = 0;
    let finished = false;
    const writes = adminWrites(
      server.url,
      () => writeTallies[phase],
      () => finished,
      pauseMs,
    );
    const reads = await runReaders({ url: server.url, connections, phases: [warmupSeconds, seconds], paths }, () => {
      memory.warm = rssMb(pid);
      phase = 1;
    }).finally(() => (finished = true));
    memory.end = rssMb(pid);
    clearInterval(sampler);
    await writes;

    console.log(`\n${connections} connections reading ${paths.length} public paths in turn, with an administrator writing alongside:`);
    const rows = ['warm-up', 'soak'].map((label, index) => {
      const read = reads[index];
      const written = writeTallies[index];
      const unexpectedReads = Object.fromEntries(Object.entries(read.statuses).filter(([code]) => !expectedReadStatuses.has(code)));
      return {
        phase: `${label} (${index ? seconds : warmupSeconds} s)`,
        'reads answered': read.responses,
        'req/s': read.requestsPerSecond,
        'p99 ms': read.p99,
        'max ms': read.max,
        'read errors (timeouts)': `${read.errors} (${read.timeouts})`,
        'unexpected read statuses': JSON.stringify(unexpectedReads),
        writes: written.writes,
        'write errors': written.errors,
        'unexpected write statuses': JSON.stringify(written.unexpected),
        failures: read.errors + sum(unexpectedReads) + written.errors + sum(written.unexpected),
      };
    });
    console.table(rows);
    const growth = (memory.end - memory.warm) / memory.warm;
    const steady = growth <= 0.2;
    console.log(
      `Server RSS: ${memory.start} MB at start, ${memory.warm} MB after warm-up, ${memory.end} MB at the end ` +
        `(${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % since warm-up): ${steady ? 'steady' : 'NOT steady'}`,
    );
    console.log(`Server RSS every 10 s: ${memory.every10s.join(', ')} MB`);
    const failures = rows.reduce((total, row) => total + row.failures, 0);
    console.log(failures ? `${failures} errors or unexpected statuses` : 'No errors, no unexpected statuses');
    return failures === 0 && steady ? 0 : 1;
  } finally {
    await server.stop();
  }
}

if (process.argv.includes('--readers')) {
  await readers(JSON.parse(process.env.SOAK_READERS_JOB!) as ReadersJob);
} else {
  process.exitCode = await soak();
}
