import fs from 'node:fs';
import { startServer } from '../support/server';
import { exitOf, until } from '../faults/support/site';

/**
 * `npm start` (scripts/start.mjs) installs and builds what is missing, then serves from its own
 * process: no parent stays resident between a process manager's signals and the server.
 */

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return /^PPid:\s+(\d+)$/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

test('npm start serves from the process it was started as, and that process drains and exits on SIGTERM', async () => {
  const server = await startServer(3838, { DATABASE_URL: '', REDIS_URL: '' }, ['scripts/start.mjs']);
  try {
    await until(async () => (await fetch(`${server.url}/api/health/ready`)).status === 200, 30_000);
    expect(childrenOf(server.process.pid!)).toEqual([]);
    server.process.kill('SIGTERM');
    expect(await exitOf(server)).toEqual({ code: 0, signal: null });
  } finally {
    await server.stop();
  }
}, 150_000);
