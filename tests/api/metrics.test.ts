import { useTestContext } from '../support/context';
import { documentedCalls } from '../support/openapi';

/** GET /api/metrics is off unless METRICS_TOKEN is set (tests/server/metrics.test.ts reads it on a server). */
const ctx = useTestContext({ signIn: false });

afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

test('without METRICS_TOKEN there are no metrics: 404, whatever the request says', async () => {
  for (const headers of [{}, { authorization: 'Bearer anything-at-all-here' }] as Record<string, string>[]) {
    expect((await ctx.call('GET', '/api/metrics', { headers })).status).toBe(404);
  }
});

test('with it, a wrong or missing token is 401 and the right one reads the metrics', async () => {
  process.env.METRICS_TOKEN = 'a-metrics-token-for-tests';
  expect((await ctx.call('GET', '/api/metrics')).status).toBe(401);
  expect((await ctx.call('GET', '/api/metrics', { headers: { authorization: 'Bearer a-metrics-token-for-test' } })).status).toBe(401);
  const answer = await ctx.call('GET', '/api/metrics', { headers: { authorization: 'Bearer a-metrics-token-for-tests' } });
  expect(answer.status).toBe(200);
  expect(String(answer.body)).toMatch(/^# HELP /m);
  expect(String(answer.body)).toMatch(/^alert_mails_waiting 0$/m);
});

test('a token shorter than 16 characters is refused when the server starts', async () => {
  const { checkConfig } = await import('@/lib/config');
  expect(() => checkConfig({ ...process.env, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  expect(() => checkConfig({ ...process.env, SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
});

test('it is in the OpenAPI document', async () => {
  expect(await documentedCalls(ctx, ['/api/metrics'])).toEqual({ '/api/metrics': ['get'] });
});
