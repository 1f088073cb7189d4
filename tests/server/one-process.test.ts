import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitUntilAnswering } from '../support/server';

/**
 * `npm start` (scripts/start.mjs) installs and builds what is missing, then serves from its own
 * process: no parent stays resident between a process manager's signals and the server.
 */
const root = path.resolve(__dirname, '../..');
const port = 3838;

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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-start-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
  });
  try {
    await waitUntilAnswering(`http://localhost:${port}/api/health/ready`, child, 120_000);
    expect(childrenOf(child.pid!)).toEqual([]);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);
