import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { run } from '../setup.mjs';
import { waitUntilAnswering } from '../../tests/support/server';

const root = path.resolve(import.meta.dirname, '../..');
const floorDir = 'scripts/bench/floor';

function newest(dir: string): number {
  return Math.max(
    ...fs.readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.name === '.next') return 0;
      return entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs;
    }),
  );
}

/** Builds the floor page when its build is missing or older than its sources or the installed packages. */
function ensureFloorBuild() {
  const dir = path.join(root, floorDir);
  const built = fs.statSync(path.join(dir, '.next/BUILD_ID'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const installed = fs.statSync(path.join(root, 'node_modules/.package-lock.json')).mtimeMs;
  if (built < Math.max(newest(dir), installed)) {
    console.log('Building the floor page…');
    run(process.execPath, ['node_modules/next/dist/bin/next', 'build', floorDir]);
  }
}

/** The floor page, a bare Next.js app-router page, served by `next start` on `port`. */
export async function startFloor(port: number) {
  ensureFloorBuild();
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', floorDir, '-p', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitUntilAnswering(url, child, 60_000);
  return {
    url,
    /** The server's process: its pid for /proc/<pid>/status. */
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
