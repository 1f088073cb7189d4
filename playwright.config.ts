import { defineConfig } from '@playwright/test';
import type { SiteOptions } from './e2e/fixtures';

export const fiveLanguages = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';
export const adminPassword = 'e2e-admin-password';

/**
 * Debian's headless build of Chromium (package chromium-headless-shell): the same engine as the
 * browser, without its windowing layers, and the build Playwright itself runs headless tests in.
 */
export const testBrowserPath = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';

/**
 * End-to-end tests run against a production build (`next build` first) in Debian's Chromium.
 * Spec files run side by side, each worker on a server of its own with a fresh data folder and
 * the demo content (e2e/fixtures.ts); the tests of one file run in order.
 */
export default defineConfig<object, SiteOptions>({
  testDir: 'e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // Recording a trace for every test, to keep only the failures', costs about a fifth of the
    // suite's time on two cores; a failure keeps its screenshot, and `--trace on` records traces.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testBrowserPath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-quic',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Page weights are budgets for the demo content, so they run on a server no other spec changed.
    { name: 'demo-content', testMatch: 'page-weight.spec.ts' },
    { name: 'site', testIgnore: ['languages/**', 'page-weight.spec.ts'] },
    // The same build serving all five shipped languages: a setting read at start, not a rebuild.
    { name: 'five-languages', testMatch: 'languages/**', use: { siteLanguages: fiveLanguages } },
  ],
});
