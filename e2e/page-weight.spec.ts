import { expect, test } from '@playwright/test';

// A phone downloads and parses a page's markup twice: as HTML and as React's inline payload.
// The lists and About keep within 70 kB before compression: the fast-on-a-phone target of 60 kB,
// and the insight alerts form every page's footer carries (about 10 kB with its payload). The
// home page does not yet (docs/BENCHMARKS.md).
const htmlBudget = 70 * 1024;
const pages = ['/about', '/expertises', '/people', '/news', '/case', '/honor'].flatMap((path) => [path, `/zh${path}`]);
const uploadVersion = /^\/img\/\d+\/[0-9a-f]{16}\.[a-z]+$/;

test('the lists and About send at most 70 kB of HTML, in both languages', async ({ request }) => {
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.body();
    expect(html.length, path).toBeLessThanOrEqual(htmlBudget);
    // Next.js's own not-found fallback, which every page's payload would carry.
    expect(html.toString(), path).not.toContain('This page could not be found');
  }
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
