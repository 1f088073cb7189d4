import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Counts still pending when a process winds down are written once; if that write fails (the
 * database is already gone), the process still exits rather than trying again for ever.
 */
test('a process whose last count cannot be written still exits', () => {
  const { spawnSync } = jest.requireActual<typeof import('node:child_process')>('node:child_process');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'batched-counts-'));
  const script = `
    const { batchedCounts } = require('./lib/services/batched-counts');
    const refused = () => new Promise((_, reject) => setImmediate(() => reject(new Error('the database is gone'))));
    batchedCounts('views', refused).add('news:1');
    process.on('exit', () => console.log('exited'));
  `;
  try {
    const run = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.signal).toBeNull();
    expect(run.stdout.trim()).toBe('exited');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
