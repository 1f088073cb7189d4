import { relayContentChanges } from '@/lib/cache/redis-relay';
import { migrateTo, migrateToLatest } from '@/lib/db/migrate';
import { migrations } from '@/lib/db/migrations';
import { setServerPhase } from '@/lib/server-phase';
import { useTestContext } from '../support/context';
import { documentedCalls } from '../support/openapi';

/**
 * Liveness and readiness as a balancer asks them: live answers without the database; ready only
 * while the server is serving (not starting, not draining), the database answers with every
 * migration applied, and Redis is connected where REDIS_URL is set; never cached.
 */
const ctx = useTestContext({ signIn: false });
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

afterEach(() => {
  setServerPhase('serving');
  delete process.env.REDIS_URL;
});

const ready = () => ctx.call('GET', '/api/health/ready');

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 50 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
}

test('live and ready answer 200 when all is well, and nothing may keep them', async () => {
  const live = await ctx.call('GET', '/api/health/live');
  expect([live.status, live.body.result, live.headers.get('cache-control')]).toEqual([200, { live: true }, 'no-store']);
  const answer = await ready();
  expect([answer.status, answer.body.result, answer.headers.get('cache-control')]).toEqual([200, { ready: true }, 'no-store']);
  const health = await ctx.call('GET', '/api/health');
  expect([health.status, health.body.result]).toEqual([200, { database: 'ok' }]);
});

test('not ready while starting or draining, saying which in the error body', async () => {
  for (const phase of ['starting', 'draining'] as const) {
    setServerPhase(phase);
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 503, resultEnum: 'SERVICE_UNAVAILABLE', message: `Not ready: server: ${phase}` });
    expect(answer.body.reasons).toEqual([`server: ${phase}`]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await ctx.call('GET', '/api/health/live')).status).toBe(200);
  }
});

test('not ready while a migration is not applied', async () => {
  const names = Object.keys(migrations).sort();
  await migrateTo(ctx.db, names.at(-2)!);
  try {
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body.reasons).toEqual([`migrations: 1 not applied (${names.at(-1)} first)`]);
  } finally {
    await migrateToLatest(ctx.db);
  }
  expect((await ready()).status).toBe(200);
});

test('with REDIS_URL set, ready only while the connection to Redis is up', async () => {
  process.env.REDIS_URL = redisUrl;
  expect((await ready()).body.reasons).toEqual(['redis: not connected']);

  const stopDead = relayContentChanges('redis://127.0.0.1:1', 'health-test');
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body.reasons).toEqual([expect.stringMatching(/^redis: (connecting|reconnecting)$/)]);
  } finally {
    stopDead();
  }

  const stop = relayContentChanges(redisUrl, 'health-test');
  try {
    await until(async () => (await ready()).status === 200);
    expect((await ready()).status).toBe(200);
  } finally {
    stop();
  }
});

test('the three calls are in the OpenAPI document', async () => {
  expect(await documentedCalls(ctx, ['/api/health', '/api/health/live', '/api/health/ready'])).toEqual({
    '/api/health': ['get'],
    '/api/health/live': ['get'],
    '/api/health/ready': ['get'],
  });
});
