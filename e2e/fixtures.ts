import { spawn, type ChildProcess } from 'node:child_process';
import { test as base } from '@playwright/test';
import { adminPassword } from '../playwright.config';

export { expect } from '@playwright/test';

/** A production server of the worker's own, on a fresh data folder with the demo content. */
interface Site {
  url: string;
  /** Where the site sends mail; e2e/alerts.spec.ts listens there and reads what arrives. */
  mailSinkPort: number;
}

/** What a project sets for its workers' servers. */
export interface SiteOptions {
  /** SITE_LANGUAGES of the project's server (unset: the default two). */
  siteLanguages: string | undefined;
}

interface WorkerFixtures extends SiteOptions {
  site: Site;
}

const firstPort = Number(process.env.E2E_PORT || 3210);

async function waitUntilUp(url: string, server: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the site server ended with code ${server.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site server did not answer at ${url} within 3 minutes`);
}

/**
 * Each worker runs its spec files against a server of its own (e2e/serve-build.mjs), so files
 * run side by side without seeing each other's changes; a worker that restarts after a failure
 * gets a fresh server.
 */
export const test = base.extend<object, WorkerFixtures>({
  siteLanguages: [undefined, { scope: 'worker', option: true }],
  site: [
    async ({ siteLanguages }, use, workerInfo) => {
      const port = firstPort + 2 * workerInfo.workerIndex;
      const site = { url: `http://localhost:${port}`, mailSinkPort: port + 1 };
      const server = spawn(process.execPath, ['e2e/serve-build.mjs'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          E2E_PORT: String(port),
          ADMIN_PASSWORD: adminPassword,
          SMTP_URL: `smtp://127.0.0.1:${site.mailSinkPort}`,
          MAIL_RATE: '50',
          SHUTDOWN_DRAIN_SECONDS: '0',
          ...(siteLanguages && { SITE_LANGUAGES: siteLanguages }),
        },
      });
      const ended = new Promise((resolve) => server.once('exit', resolve));
      try {
        await waitUntilUp(site.url, server);
        await use(site);
      } finally {
        server.kill('SIGTERM');
        await ended;
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});
