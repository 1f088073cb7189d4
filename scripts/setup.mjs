// Shared by `npm start` and `npm test`: installs dependencies and builds when either is missing or stale.
// Uses only Node's own modules, since it runs before anything is installed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const sourceEntries = [
  'app',
  'components',
  'lib',
  'i18n',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
];

export function run(command, args, env = {}) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestIn(entry) {
  const full = path.join(root, entry);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestIn(path.join(entry, child)));
  return newest;
}

export function ensureDependencies() {
  const installed = mtime(path.join(root, 'node_modules/.package-lock.json'));
  if (!installed || installed < mtime(path.join(root, 'package-lock.json'))) {
    console.log('Installing dependencies…');
    // `npm install` rather than `npm ci`: it keeps the locked versions and tolerates the lock
    // leaving out other platforms' optional binaries, which `npm ci` refuses.
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** Builds when there is no build, or a source file is newer than it. */
export function ensureBuild() {
  const built = mtime(path.join(root, distDir, 'BUILD_ID'));
  if (!built || Math.max(...sourceEntries.map(newestIn)) > built) {
    console.log('Building the site…');
    run(process.execPath, ['node_modules/next/dist/bin/next', 'build']);
  }
}
