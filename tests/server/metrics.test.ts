import type { RunningServer } from '../support/server';
import { promtoolCheck, samplesOf, total } from '../support/prometheus';
import { startSite } from '../faults/support/site';

/**
 * GET /api/metrics on a production server: Prometheus's text format, which Prometheus's own
 * checker reads without error; behind METRICS_TOKEN; counters that rise as the site serves; labels
 * that take a few fixed values, never an id or an address.
 */
const token = 'metrics-token-0123456789';
let server: RunningServer;

beforeAll(async () => {
  server = await startSite(3839, { METRICS_TOKEN: token });
}, 120_000);
afterAll(() => server?.stop());

async function scrape(): Promise<string> {
  const response = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.text();
}

test('only with the token', async () => {
  for (const authorization of [undefined, 'Bearer wrong-token-0123456789', token]) {
    const response = await fetch(`${server.url}/api/metrics`, { headers: authorization ? { authorization } : {} });
    expect({ authorization, status: response.status }).toEqual({ authorization, status: 401 });
    if (!authorization) expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  }
});

test('Prometheus reads it; requests, caches and renders are counted, and rise', async () => {
  const before = samplesOf(await scrape());
  for (let round = 0; round < 3; round++) {
    for (const path of ['/people', '/zh/people', '/api/user/lawyerTeam?pageSize=2', '/api/health/ready']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    }
  }
  expect((await fetch(`${server.url}/people/detail/999999`)).status).toBe(404);
  const text = await scrape();
  const after = samplesOf(text);

  const rise = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
  expect(rise('http_requests_total', { group: 'page', status: '200' })).toBeGreaterThanOrEqual(6);
  expect(rise('http_requests_total', { group: 'page', status: '404' })).toBe(1);
  expect(rise('http_requests_total', { group: 'api-public', status: '200' })).toBeGreaterThanOrEqual(3);
  expect(rise('http_requests_total', { group: 'health', status: '200' })).toBeGreaterThanOrEqual(3);
  expect(rise('http_request_duration_seconds_count', { group: 'page' })).toBeGreaterThanOrEqual(7);
  expect(rise('page_cache_lookups_total', { kind: 'page', result: 'hit' })).toBeGreaterThanOrEqual(4);
  expect(total(after, 'page_cache_render_duration_seconds_count', { kind: 'page' })).toBeGreaterThanOrEqual(2);
  expect(total(after, 'data_cache_lookups_total')).toBeGreaterThan(0);
  const names = new Set(after.map((sample) => sample.name));
  for (const name of [
    'nodejs_eventloop_lag_seconds',
    'process_resident_memory_bytes',
    'alert_mails_waiting',
    'scheduled_change_lag_seconds_count',
  ]) {
    expect({ name, present: names.has(name) }).toEqual({ name, present: true });
  }

  const check = promtoolCheck(text);
  expect(check.parses).toBe(true);
  // prom-client's own process and Node.js metrics draw remarks; the site's own draw none.
  expect(check.remarks.filter((remark) => !/^(process_|nodejs_)/.test(remark.trim()))).toEqual([]);
});

// The values each of the site's labels may take; Node.js's and the process's own carry versions only.
const allowed: Record<string, RegExp> = {
  group: /^(api-admin|api-public|upload|health|api-other|asset|picture|back-office|page)$/,
  status: /^[1-5]\d\d$/,
  kind: /^(page|preview|api|asset|picture)$/,
  result: /^(hit|miss|shared)$/,
  outcome: /^(sent|retry|failed|cancelled)$/,
  state: /^(in_use|idle|waiting)$/,
  le: /^([\d.]+|\+Inf)$/,
};

test('labels take a few fixed values: no id, no address', async () => {
  for (const path of ['/people/detail/987654', '/news/detail/876543?x=1', '/api/user/latest-news/765432'])
    await fetch(`${server.url}${path}`);
  const own = samplesOf(await scrape()).filter((sample) => !/^(process|nodejs)_/.test(sample.name));
  for (const { name, labels } of own) {
    for (const [key, value] of Object.entries(labels))
      expect({ name, key, value, allowed: allowed[key]?.test(value) }).toEqual({ name, key, value, allowed: true });
  }
});
