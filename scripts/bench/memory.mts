// `npm run bench:memory`: the production server's resident memory (RSS) beside a bare Next.js
// server of the same versions (the floor, scripts/bench/floor, under `next start`), in the same
// run, rounds alternating which of the two goes first:
// - right after start (the site on a fresh data folder with the demo content; each server once it
//   answers, then a second to settle);
// - after use: the site after every public page type in both languages and twenty back-office
//   calls, the floor after as many requests for its page;
// - during the soak: the highest RSS, read every second, of the site under `npm run soak` and of
//   the floor under the same connections for as long (its page for every read).
// Prints each round and the medians, as MB and as ratios to the floor, and whether the targets
// (2, 2.5 and 3 times the floor) are met; exits 1 when one is not.
// BENCH_RUNS (3) rounds of start and use; BENCH_SOAK_RUNS (BENCH_RUNS) of the soak, 0 skips it;
// BENCH_PORT (3840) for the site, BENCH_FLOOR_PORT (BENCH_PORT + 1) for the floor; the soak's own
// settings (SOAK_SECONDS, SOAK_WARMUP_SECONDS, SOAK_CONNECTIONS) apply to both servers.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../setup.mjs';
import { publicPagePaths, startServer } from '../../tests/support/server';
import { callSite, signInAdmin } from '../../tests/support/site-api';
import { startFloor } from './floor-server.mts';
import { load } from './load';

const runs = Number(process.env.BENCH_RUNS || 3);
const soakRuns = Number(process.env.BENCH_SOAK_RUNS ?? runs);
const sitePort = Number(process.env.BENCH_PORT || 3840);
const floorPort = Number(process.env.BENCH_FLOOR_PORT || sitePort + 1);
const soakSeconds = Number(process.env.SOAK_SECONDS || 60) + Number(process.env.SOAK_WARMUP_SECONDS || 20);
const soakConnections = Number(process.env.SOAK_CONNECTIONS || 100);
const targets = { start: 2, use: 2.5, soak: 3 };

/** Twenty reads the back office makes as staff open its screens. */
const backOfficeCalls = [
  '/api/admin/mine',
  '/api/admin/staff',
  '/api/admin/sessions',
  '/api/admin/roles',
  '/api/admin/security-config',
  '/api/admin/workflow-config',
  '/api/admin/portal-config',
  '/api/admin/review-queue',
  '/api/admin/messages?pageNo=1&pageSize=10',
  '/api/admin/audit-log',
  '/api/admin/vitals?days=7',
  '/api/admin/banner',
  '/api/admin/icon',
  '/api/admin/catalog?type=0&lang=en_US',
  '/api/admin/latest-news?page=1&pageSize=10',
  '/api/admin/lawyerTeam?page=1&pageSize=10',
  '/api/admin/case-analysis?page=1&pageSize=10',
  '/api/admin/lawfirm-honour?page=1&pageSize=10',
  '/api/admin/professionalField?page=1&pageSize=10',
  '/api/admin/office?lang=en_US',
];

/** Resident memory of a process in MB, from /proc/<pid>/status. */
function rssMb(pid: number): number {
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 1024);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(url: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

interface StartAndUse {
  start: number;
  use: number;
}

async function siteStartAndUse(): Promise<StartAndUse> {
  const server = await startServer(sitePort);
  try {
    await pause(1000);
    const start = rssMb(server.process.pid!);
    for (const path of await publicPagePaths(server.url)) await get(`${server.url}${path}`);
    const token = await signInAdmin(server.url);
    for (const path of backOfficeCalls) {
      const reply = await callSite(server.url, 'GET', path, { token, headers: { 'accept-encoding': 'gzip' } });
      if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}`);
    }
    await pause(1000);
    return { start, use: rssMb(server.process.pid!) };
  } finally {
    await server.stop();
  }
}

async function floorStartAndUse(): Promise<StartAndUse> {
  const floor = await startFloor(floorPort);
  try {
    await pause(1000);
    const start = rssMb(floor.process.pid!);
    // As many requests as the site's use: 24 pages, a sign-in and twenty calls.
    for (let count = 0; count < 45; count++) await get(`${floor.url}/`);
    await pause(1000);
    return { start, use: rssMb(floor.process.pid!) };
  } finally {
    await floor.stop();
  }
}

/** The highest RSS of a process, read every second, until `done` settles. */
async function peakWhile(pidOf: () => number | undefined, done: Promise<unknown>): Promise<number> {
  let peak = 0;
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    const pid = pidOf();
    if (pid) {
      try {
        peak = Math.max(peak, rssMb(pid));
      } catch {} // the process has just ended
    }
    await Promise.race([pause(1000), done.catch(() => {})]);
  }
  return peak;
}

/** The pid of the server a soak run started: its child running server/index.ts. */
function soakServerPid(soak: ChildProcess): number | undefined {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== soak.pid) continue;
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server/index.ts')) return Number(entry);
    } catch {} // gone meanwhile
  }
  return undefined;
}

async function siteSoak(): Promise<number> {
  const script = fileURLToPath(new URL('./soak.mts', import.meta.url));
  const soak = spawn(process.execPath, [...process.execArgv, script], {
    stdio: ['ignore', 'inherit', 'inherit'], // its own figures (reads, writes, errors) as it prints them
    env: { ...process.env, SOAK_PORT: String(sitePort) },
  });
  let serverPid: number | undefined;
  const ended = new Promise<number | null>((resolve) => soak.once('exit', resolve));
  // The soak's own verdict (errors, growth) is its business; this run reads only the memory.
  const peak = await peakWhile(() => (serverPid ??= soakServerPid(soak)), ended);
  if (!peak) throw new Error('the soak run started no server');
  return peak;
}

async function floorSoak(): Promise<number> {
  const floor = await startFloor(floorPort);
  try {
    const reads = load(`${floor.url}/`, soakConnections, soakSeconds);
    const peak = await peakWhile(() => floor.process.pid, reads);
    const result = await reads;
    if (result.errors || result.non2xx) throw new Error(`the floor answered ${result.errors + result.non2xx} reads wrongly`);
    return peak;
  } finally {
    await floor.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

ensureBuild();
console.log(
  `Load average at the start: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
);

interface Round {
  phase: keyof typeof targets;
  site: number;
  floor: number;
}
const rounds: Round[] = [];

for (let round = 0; round < runs; round++) {
  let site: StartAndUse, floor: StartAndUse;
  if (round % 2) {
    floor = await floorStartAndUse();
    site = await siteStartAndUse();
  } else {
    site = await siteStartAndUse();
    floor = await floorStartAndUse();
  }
  rounds.push({ phase: 'start', site: site.start, floor: floor.start }, { phase: 'use', site: site.use, floor: floor.use });
  console.log(`round ${round + 1}: start ${site.start} / ${floor.start} MB, after use ${site.use} / ${floor.use} MB (site / floor)`);
}
for (let round = 0; round < soakRuns; round++) {
  let site: number, floor: number;
  if (round % 2) {
    floor = await floorSoak();
    site = await siteSoak();
  } else {
    site = await siteSoak();
    floor = await floorSoak();
  }
  rounds.push({ phase: 'soak', site, floor });
  console.log(`soak round ${round + 1}: highest RSS ${site} / ${floor} MB (site / floor)`);
}

const phases = { start: 'right after start', use: 'after use', soak: 'during the soak (highest)' } as const;
let missed = 0;
const table = (Object.keys(targets) as (keyof typeof targets)[]).flatMap((phase) => {
  const own = rounds.filter((round) => round.phase === phase);
  if (!own.length) return [];
  const ratios = own.map((round) => round.site / round.floor);
  const met = median(ratios) <= targets[phase];
  if (!met) missed++;
  return [
    {
      phase: phases[phase],
      'site MB': median(own.map((round) => round.site)),
      'floor MB': median(own.map((round) => round.floor)),
      'ratio (median)': median(ratios).toFixed(2),
      'ratios of the rounds': ratios.map((value) => value.toFixed(2)).join(', '),
      target: `${targets[phase]}x ${met ? 'met' : 'NOT met'}`,
    },
  ];
});
console.log(`\nServer RSS beside the floor, medians of ${runs} rounds (soak: ${soakRuns}):`);
console.table(table);
console.log(
  `Load average at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
);
process.exitCode = missed ? 1 : 0;
