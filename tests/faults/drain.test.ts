import type { RunningServer } from '../support/server';
import { callSite } from '../support/site-api';
import { exitOf, startSite, until } from './support/site';

/**
 * An instance's life as a balancer sees it: not ready while it starts, ready once home has rendered
 * in each language (the first visitor gets it from memory), and from SIGTERM on not ready while it
 * keeps serving for SHUTDOWN_DRAIN_SECONDS; then it stops taking connections and exits 0.
 */
const drainSeconds = 2;
let server: RunningServer;
const readiness: { status: number; reasons?: string[] }[] = [];
let polling = true;

beforeAll(async () => {
  const port = 3837;
  // Asked from before the server listens until it is ready, as a balancer would.
  const poll = (async () => {
    while (polling) {
      try {
        const reply = await callSite(`http://localhost:${port}`, 'GET', '/api/health/ready');
        readiness.push({ status: reply.status, reasons: reply.body.reasons });
        if (reply.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  server = await startSite(port, { SHUTDOWN_DRAIN_SECONDS: String(drainSeconds), SITE_LANGUAGES: 'en_US,zh_CN,ar_AE' });
  await poll;
}, 120_000);

afterAll(async () => {
  polling = false;
  await server?.stop();
});

test('starting, it is live but not ready until home has rendered in every language, which then answers from memory', async () => {
  expect(readiness.at(-1)).toEqual({ status: 200, reasons: undefined });
  const starting = readiness.filter((reply) => reply.status === 503);
  expect(starting.length).toBeGreaterThan(0);
  for (const reply of starting) expect(reply.reasons).toEqual(['server: starting']);
  for (const path of ['/home', '/zh/home', '/ar/home']) {
    const response = await fetch(`${server.url}${path}`);
    expect({ path, status: response.status, cache: response.headers.get('x-page-cache') }).toEqual({ path, status: 200, cache: 'HIT' });
  }
  const live = await fetch(`${server.url}/api/health/live`);
  expect([live.status, live.headers.get('cache-control')]).toEqual([200, 'no-store']);
});

test('on SIGTERM it is ready no more at once, serves for the drain time, then closes and exits 0', async () => {
  const signalled = Date.now();
  server.process.kill('SIGTERM');
  await until(async () => (await callSite(server.url, 'GET', '/api/health/ready')).status === 503, 500);
  const draining = await callSite(server.url, 'GET', '/api/health/ready');
  expect(draining.body.reasons).toEqual(['server: draining']);
  expect((await fetch(`${server.url}/people`)).status).toBe(200);
  expect((await fetch(`${server.url}/api/user/lawyerTeam?pageSize=1`)).status).toBe(200);
  await until(
    async () => {
      try {
        await fetch(`${server.url}/api/health/live`);
        return false;
      } catch {
        return true;
      }
    },
    (drainSeconds + 5) * 1000,
  );
  const closedAfter = Date.now() - signalled;
  expect(closedAfter).toBeGreaterThanOrEqual(drainSeconds * 1000 - 100);
  expect(closedAfter).toBeLessThan((drainSeconds + 3) * 1000);
  expect(await exitOf(server)).toEqual({ code: 0, signal: null });
});
