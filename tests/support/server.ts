import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A production server of the current build on a fresh data folder with the demo content
 * (or on env.DATA_DIR, which is then kept, so a server can be restarted on the same data).
 */
export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's process: its pid for /proc/<pid>/status, signals, its exit. */
  process: ChildProcess;
  stop(): Promise<void>;
}

// Resolved through require: under tsx, a benchmark script's import gives this file no real __dirname.
const root = path.dirname(require.resolve('../../package.json'));

/** Waits until `url` answers 200 from the server `child` started; kills it when it does not in time. */
export async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`${url} did not answer`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `npm run serve`'s command; `npm start`'s is `['scripts/start.mjs']`. */
const serveCommand = ['--require', 'tsx/cjs', 'server/index.ts'];

export async function startServer(port: number, env: Record<string, string> = {}, command = serveCommand): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-server-'));
  const child = spawn(process.execPath, command, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_PASSWORD: 'bench-admin-password',
      SITE_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // Tests stop servers by the dozen: no balancer waits to notice (tests/faults/drain.test.ts sets one).
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
  });
  const url = `http://localhost:${port}`;
  await waitUntilAnswering(`${url}/api/health`, child, 120_000);
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** Ids of one item of each kind, read through the public API, for pages that need one. */
export async function sampleIds(url: string, lang = 'en_US') {
  const first = async (path: string) =>
    ((await (await fetch(`${url}${path}`, { headers: { lang } })).json()) as { result: { id: number }[] }).result[0]?.id;
  return {
    lawyer: await first('/api/user/lawyerTeam?pageSize=1'),
    news: await first('/api/user/latest-news?pageSize=1'),
    deal: await first('/api/user/case-analysis?pageSize=1'),
    practiceArea: await first('/api/user/professionalField/list'),
    honour: await first('/api/user/lawfirm-honour?pageSize=1'),
  };
}

/** One page of each public page type in both languages, for items the demo content has. */
export async function publicPagePaths(url: string): Promise<string[]> {
  const pagesOf = (prefix: string, own: Awaited<ReturnType<typeof sampleIds>>) => [
    `${prefix}/home`,
    `${prefix}/about`,
    `${prefix}/expertises`,
    `${prefix}/expertises/detail/${own.practiceArea}`,
    `${prefix}/people`,
    `${prefix}/people/detail/${own.lawyer}`,
    `${prefix}/news`,
    `${prefix}/news/detail/${own.news}`,
    `${prefix}/case`,
    `${prefix}/case/detail/${own.deal}`,
    `${prefix}/honor/detail/${own.honour}`,
    `${prefix}/docs/privacy`,
  ];
  return [...pagesOf('', await sampleIds(url)), ...pagesOf('/zh', await sampleIds(url, 'zh_CN'))];
}
