import { chromium, type Browser } from '@playwright/test';
import { testBrowserPath } from '../../playwright.config';
import type { RunningServer } from '../support/server';
import { callSite, signInAdmin } from '../support/site-api';
import { createPgSchema, type PgSchema } from './support/pg-schema';
import { startSite, until } from './support/site';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

/**
 * PostgreSQL going away while the site serves (a relay between them is cut): API calls answer 503
 * in the error body, pages show a polite error in the visitor's language, readiness fails naming
 * the database while liveness holds, and all come back by themselves when the database is
 * reachable again. Needs TEST_DATABASE_URL.
 */
let schema: PgSchema;
let proxy: TcpProxy;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  proxy = await startTcpProxy(base.hostname, Number(base.port || 5432));
  schema = await createPgSchema(process.env.TEST_DATABASE_URL!);
  server = await startSite(3834, { DATABASE_URL: schema.url({ host: '127.0.0.1', port: proxy.port }), PG_POOL_SIZE: '4' });
  browser = await chromium.launch({
    executablePath: testBrowserPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await proxy?.close();
  await schema?.drop();
}, 30_000);

const unavailable = {
  code: 503,
  status: 503,
  resultEnum: 'SERVICE_UNAVAILABLE',
  message: expect.stringMatching(/database is unavailable/),
};
const traces = /ECONNREFUSED|Connection terminated|node_modules|\bat \S+ \(|\.js:\d+/;

test('API calls answer 503, pages show a friendly error, and both recover when the database is back', async () => {
  const token = await signInAdmin(server.url);
  // The site's layout data is cached once the pages have been seen in each language.
  for (const path of ['/people', '/zh/people']) expect((await fetch(`${server.url}${path}`)).status).toBe(200);
  const search = `/api/user/lawyerTeam?keyword=${Date.now()}`;
  const page = `/people?keyword=outage${Date.now()}`;

  await proxy.cut();
  for (const [path, options] of [
    [search, {}],
    ['/api/user/latest-news', {}],
    ['/api/admin/latest-news', { token }],
    ['/api/health', {}],
  ] as const) {
    const reply = await callSite(server.url, 'GET', path, options);
    expect({ path, status: reply.status }).toEqual({ path, status: 503 });
    expect(reply.body).toMatchObject(unavailable);
  }
  // The process lives; it is not ready, and says why.
  expect((await callSite(server.url, 'GET', '/api/health/live')).status).toBe(200);
  const notReady = await callSite(server.url, 'GET', '/api/health/ready');
  expect(notReady.status).toBe(503);
  expect(notReady.body.reasons).toEqual([expect.stringMatching(/^database: /)]);

  const tab = await browser.newPage();
  try {
    for (const [locale, title] of [
      ['', 'This page is unavailable for a moment'],
      ['/zh', '页面暂时无法显示'],
    ]) {
      const response = await tab.goto(`${server.url}${locale}${page}`);
      expect(response?.status()).toBe(500);
      await tab.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await tab.getByTestId('site-header').isVisible()).toBe(true);
      expect(await tab.locator('body').innerText()).not.toMatch(traces);
    }

    await proxy.restore();
    await until(async () => (await callSite(server.url, 'GET', search)).status === 200, 15_000);
    expect((await callSite(server.url, 'GET', '/api/health/ready')).status).toBe(200);
    expect((await callSite(server.url, 'GET', '/api/admin/latest-news', { token })).status).toBe(200);
    await tab.getByRole('link', { name: '重试' }).click();
    await tab.getByRole('heading', { level: 1, name: '专业人员' }).waitFor();
    expect((await fetch(`${server.url}${page}`)).status).toBe(200);
  } finally {
    await tab.close();
  }
});
