import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 3210);
const fiveLanguagesPort = port + 1;
export const fiveLanguages = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';
export const adminPassword = 'e2e-admin-password';
/**
 * The site server sends mail here; e2e/alerts.spec.ts listens on it (tests/support/smtp.ts) and
 * reads what arrives. While no spec listens, mail fails to send and waits in the queue.
 */
export const mailSinkPort = port + 8;

/**
 * Debian's headless build of Chromium (package chromium-headless-shell): the same engine as the
 * browser, without its windowing layers, and the build Playwright itself runs headless tests in.
 */
export const testBrowserPath = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';

/**
 * End-to-end tests run against a production build (`next build` first) in Debian's Chromium.
 * The server gets a fresh data folder with the demo content, so every run starts alike.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
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
    // Page weights are budgets for the demo content: measured before the other specs add to it.
    { name: 'demo-content', testMatch: 'page-weight.spec.ts' },
    { name: 'site', testIgnore: ['languages/**', 'page-weight.spec.ts'], dependencies: ['demo-content'] },
    // The same build serving all five shipped languages: a setting read at start, not a rebuild.
    { name: 'five-languages', testMatch: 'languages/**', use: { baseURL: `http://localhost:${fiveLanguagesPort}` } },
  ],
  webServer: [
    {
      command: `node e2e/serve-build.mjs`,
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(port), ADMIN_PASSWORD: adminPassword, SMTP_URL: `smtp://127.0.0.1:${mailSinkPort}`, MAIL_RATE: '50' },
    },
    {
      command: `node e2e/serve-build.mjs`,
      url: `http://localhost:${fiveLanguagesPort}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(fiveLanguagesPort), ADMIN_PASSWORD: adminPassword, SITE_LANGUAGES: fiveLanguages },
    },
  ],
});
