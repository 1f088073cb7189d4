import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminPassword } from '../playwright.config';
import { signIn } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { admin, fill } from './words';

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  return (await login.json()).result as string;
}

/** How many samples of a metric the last 7 days hold for a page type on a device class. */
async function samples(request: APIRequestContext, token: string, device: string, pageType: string, metric: string): Promise<number> {
  const answer = await request.get(`/api/admin/vitals?days=7&device=${device}`, { headers: { Authorization: token } });
  expect(answer.ok()).toBe(true);
  const page = (await answer.json()).result.pages.find((row: { pageType: string }) => row.pageType === pageType);
  return page?.metrics.find((figure: { metric: string }) => figure.metric === metric)?.samples ?? 0;
}

/** How many samples of each of TTFB, LCP and CLS the last 7 days hold for a page type on computers. */
const measured = (request: APIRequestContext, token: string, pageType: string) =>
  Promise.all(['TTFB', 'LCP', 'CLS'].map((metric) => samples(request, token, 'desktop', pageType, metric)));

/**
 * Opens a page and waits until its Web Vitals reporter listens. The reporter is a chunk of its own,
 * fetched once the page has loaded and the browser is idle, and run a moment after it arrives;
 * leaving before then would send nothing. It starts by observing the largest paint, and adds its
 * listener for the page's hiding in the same run of code.
 */
async function openWithReporter(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    const observedTypes: string[] = [];
    Object.assign(window, { observedTypes });
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      if (options?.type) observedTypes.push(options.type);
      return observe.call(this, options);
    };
  });
  await page.goto(path);
  const observesLargestPaint = () => (window as unknown as { observedTypes: string[] }).observedTypes.includes('largest-contentful-paint');
  await page.waitForFunction(observesLargestPaint, null, { timeout: 15_000 });
}

/**
 * The site's origin on the loopback address that `localhost` did not lead the browser to. A beacon
 * sent as a page unloads carries none of a test's headers, so the server counts it against the
 * connection's address; the suite's other pages, opened at `localhost`, send enough beacons from
 * theirs to reach the per-client limit (60 reports a minute) in a full run.
 */
async function otherLoopbackOrigin(page: Page, baseURL: string): Promise<string> {
  const viaLocalhost = await (await page.goto('/api/health'))!.serverAddr();
  const origin = new URL(baseURL);
  origin.hostname = viaLocalhost?.ipAddress.includes(':') ? '127.0.0.1' : '[::1]';
  return origin.origin;
}

test('leaving a page sends its Web Vitals in a beacon, and they are counted', async ({ page, baseURL }) => {
  const token = await adminToken(page.request);
  const before = await measured(page.request, token, 'news-list');

  const origin = await otherLoopbackOrigin(page, baseURL!);
  await openWithReporter(page, `${origin}/zh/news`);
  // Going to another page hides this one; the browser sends the beacon as it unloads.
  await page.goto(`${origin}/zh/about`);

  // Reports are written to the database about every two seconds.
  await expect.poll(() => measured(page.request, token, 'news-list'), { timeout: 15_000 }).toEqual(before.map((count) => count + 1));
});

test('the beacon says the page type, language, device class and values, and nothing else', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.99.0.2' });
  // Keeps a copy of what the page gives navigator.sendBeacon (the browser does not show a beacon's body).
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const sent: { url: string; body: string }[] = [];
    Object.assign(window, { sentBeacons: sent });
    navigator.sendBeacon = (url, data) => {
      void (data as Blob).text().then((body) => sent.push({ url: String(url), body }));
      return send(url, data);
    };
  });
  await openWithReporter(page, '/zh/people');
  // A click ends the search for the largest paint (web-vitals reports LCP once the browser is idle).
  await page.locator('main h1').first().click();
  await page.waitForTimeout(1500);
  // The tab goes to the background (what a phone does when its user switches apps).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const sentBeacons = () => page.evaluate(() => (window as unknown as { sentBeacons: { url: string; body: string }[] }).sentBeacons);
  await expect.poll(async () => (await sentBeacons()).length).toBe(1);
  const [beacon] = await sentBeacons();
  expect(new URL(beacon.url, page.url()).pathname).toBe('/api/user/vitals');
  const report = JSON.parse(beacon.body);
  expect(Object.keys(report).sort()).toEqual(['device', 'lang', 'metrics', 'pageType']);
  expect(report).toMatchObject({ pageType: 'people', lang: 'zh_CN', device: 'desktop' });
  expect(report.metrics.map((metric: { name: string }) => metric.name)).toEqual(expect.arrayContaining(['TTFB', 'LCP', 'CLS']));
  for (const metric of report.metrics) {
    expect(Object.keys(metric).sort()).toEqual(['name', 'value']);
    expect(metric.value).toBeGreaterThanOrEqual(0);
  }
});

test('the Site speed screen shows the 75th percentiles of a known set of samples, in both languages', async ({ page }) => {
  const token = await adminToken(page.request);
  // Four visits to a deal page on tablets; the third value of each metric is its 75th percentile.
  const lcp = [1000, 1200, 2600, 3100];
  const inp = [50, 100, 150, 200];
  const cls = [0.01, 0.02, 0.3, 0.4];
  const ttfb = [300, 500, 900, 1000];
  for (let visit = 0; visit < 4; visit++) {
    const sent = await page.request.post('/api/user/vitals', {
      headers: { 'x-forwarded-for': '10.99.1.1' },
      data: {
        pageType: 'deal',
        lang: 'en_US',
        device: 'tablet',
        metrics: [
          { name: 'LCP', value: lcp[visit] },
          { name: 'INP', value: inp[visit] },
          { name: 'CLS', value: cls[visit] },
          { name: 'TTFB', value: ttfb[visit] },
        ],
      },
    });
    expect(sent.status()).toBe(200);
  }
  await expect.poll(() => samples(page.request, token, 'tablet', 'deal', 'LCP'), { timeout: 15_000 }).toBe(4);

  await signIn(page, '/admin/site-speed');
  const zh = admin.zh.vitals;
  const en = admin.en.vitals;
  await expect(page.getByRole('heading', { name: zh.title, level: 1 })).toBeVisible();
  await page.getByLabel(zh.device).selectOption('tablet');
  const row = page.getByRole('row').filter({ hasText: zh.page_deal });
  await expect(row).toContainText('2.6 s');
  await expect(row.getByRole('cell').nth(1)).toContainText(zh['rating_needs-improvement']);
  await expect(row.getByRole('cell').nth(2)).toContainText('150 ms');
  await expect(row.getByRole('cell').nth(2)).toContainText(zh.rating_good);
  await expect(row.getByRole('cell').nth(3)).toContainText('0.30');
  await expect(row.getByRole('cell').nth(3)).toContainText(zh.rating_poor);
  await expect(row.getByRole('cell').nth(4)).toContainText('900 ms');
  await expect(row).toContainText(fill(zh.samples, { count: 4 }));
  await expect(page.locator('figure')).toHaveCount(4);
  await expect(page.locator('figure .recharts-line')).toHaveCount(4);
  await page.getByRole('button', { name: zh.days28 }).click();
  await expect(page.getByRole('button', { name: zh.days28 })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('row').filter({ hasText: zh.page_deal })).toContainText('2.6 s');

  await page.evaluate(() => localStorage.setItem('adminLocale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: en.title, level: 1 })).toBeVisible();
  await page.getByLabel(en.device).selectOption('tablet');
  const englishRow = page.getByRole('row').filter({ hasText: en.page_deal });
  await expect(englishRow.getByRole('cell').nth(1)).toContainText(en['rating_needs-improvement']);
  await expect(englishRow.getByRole('cell').nth(3)).toContainText(en.rating_poor);
  await expect(page.getByText(fill(en.thresholds, { good: '2.5 s', poor: '4 s' }))).toBeVisible();

  // With figures and charts on it, the screen passes axe and fits a phone.
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('figure .recharts-line')).toHaveCount(4);
  // The charts take the new width when their container reports it, a frame or two after the resize.
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
});
