import { expect, test } from './fixtures';
import { expectPayloadsWithin, type PayloadBudgets } from './inline-payload';

// A phone downloads and parses a page's HTML and React's inline payload in it. Home, the lists and
// About keep within 70 kB before compression: the fast-on-a-phone target of 60 kB, and the insight
// alerts form every page's footer carries.
const htmlBudget = 70 * 1024;
const pages = ['/home', '/about', '/expertises', '/people', '/news', '/case', '/honor'].flatMap((path) => [path, `/zh${path}`]);
const uploadVersion = /^\/img\/\d+\/[0-9a-f]{16}\.[a-z]+$/;

/**
 * React's inline payload (the `self.__next_f` scripts) of home and the lists, in bytes, on the
 * demo content in each language of the default two, a little over what they send: a change that
 * sends more of them fails. Home's target is 32 kB (it sent 64 kB before static parts,
 * docs/performance.md); the people list's items are in it (its filters render them in the browser).
 */
const payloadBudgets: PayloadBudgets = {
  '/home': 15_500,
  '/people': 31_000,
  '/news': 12_000,
  '/case': 12_000,
  '/expertises': 10_500,
};

test('home, the lists and About send at most 70 kB of HTML, in both languages', async ({ request }) => {
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.body();
    expect(html.length, path).toBeLessThanOrEqual(htmlBudget);
    // Next.js's own not-found fallback, which every page's payload would carry.
    expect(html.toString(), path).not.toContain('This page could not be found');
  }
});

test("home's and the lists' inline payloads keep within their budgets, in both languages", async ({ request }) => {
  await expectPayloadsWithin(request, ['', '/zh'], payloadBudgets);
});

test('pictures are offered at their short addresses, and every version of one loads', async ({ page }) => {
  await page.goto('/people');
  const portrait = page.getByTestId('lawyer-card').first().locator('img');
  const versions = (await portrait.getAttribute('srcset'))!.split(', ').map((entry) => entry.split(' ')[0]);
  expect(versions.length).toBeGreaterThan(1);
  for (const url of [...versions, (await portrait.getAttribute('src'))!]) {
    expect(url).toMatch(uploadVersion);
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^image\//);
  }
  await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
