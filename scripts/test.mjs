// `npm test`: every test. The lint checks (types, ESLint, Prettier, knip), Jest on SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set, then Playwright against a production build (made when
// missing or older than the sources) in Debian's Chromium, then the tests on production servers of
// that build (and the scale-out tests). Ends with each stage's time and one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLintChecks } from './lint.mjs';
import { ensureBuild, ensureDependencies, run } from './setup.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
// The browser of playwright.config.ts (testBrowserPath), from Debian's package of that name.
const chromium = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';

ensureDependencies();
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const tally = { passed: 0, failed: 0 };

function runJest(label, env, extraArgs = []) {
  const output = path.join(results, `jest-${label}.json`);
  console.log(`\n== Jest (${label}) ==`);
  const { status } = spawnSync(process.execPath, ['node_modules/jest/bin/jest.js', ...extraArgs, '--json', `--outputFile=${output}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  count(output, status, (report) => [report.numPassedTests, report.numFailedTests + report.numRuntimeErrorTestSuites]);
}

/** Each check of `npm run lint` counts as one test, so a lint failure shows in the summary line. */
async function runLint() {
  for (const { passed } of await runLintChecks()) tally[passed ? 'passed' : 'failed'] += 1;
}

// Faces for the browser tests' languages: Chinese (noto-cjk), Arabic and the rest (noto-core).
const fontFolders = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/truetype/noto'];

function ensureChromium() {
  if (fs.existsSync(chromium) && fontFolders.every((folder) => fs.existsSync(folder))) return;
  console.log('Installing Chromium and the Noto faces from Debian packages…');
  installDebianPackages(['chromium-headless-shell', 'fonts-noto-cjk', 'fonts-noto-core']);
}

// The fault tests read the site's database with SQLite's command-line tool while the server runs.
function ensureSqliteTool() {
  if (spawnSync('sqlite3', ['-version']).status === 0) return;
  console.log("Installing SQLite's command-line tool from Debian packages…");
  installDebianPackages(['sqlite3']);
}

// The metrics test checks the server's output with Prometheus's own checker.
function ensurePromtool() {
  if (spawnSync('promtool', ['--version']).status === 0) return;
  console.log("Installing Prometheus's promtool from Debian packages…");
  installDebianPackages(['prometheus'], ['--no-install-recommends']);
}

function installDebianPackages(packages, options = []) {
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...options, ...packages]);
}

function runPlaywright() {
  console.log('\n== Playwright (Chromium) ==');
  ensureChromium();
  const { status } = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], { cwd: root, stdio: 'inherit' });
  count(path.join(results, 'e2e.json'), status, (report) => [
    report.stats.expected + report.stats.flaky,
    report.stats.unexpected + report.errors.length,
  ]);
}

/**
 * Adds a runner's report to the tally. A runner that exited with an error but reported no failed
 * test (Playwright whose web server could not start reports no test at all) counts one failure.
 */
function count(file, status, read) {
  try {
    const [passed, failed] = read(JSON.parse(fs.readFileSync(file, 'utf8')));
    tally.passed += passed;
    tally.failed += failed || (status === 0 ? 0 : 1);
  } catch {
    console.error(`No results in ${path.relative(root, file)}: the runner did not finish.`);
    tally.failed += 1;
  }
}

/**
 * The Jest files that open the database under test (through tests/support/context.ts, which
 * TEST_TARGET points at SQLite or PostgreSQL). The others give the same answer on either, so they
 * run once, with SQLite.
 */
function filesUsingTheDatabase() {
  const folders = ['tests/unit', 'tests/api'];
  return folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `${folder}/${name}`)
      .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('support/context')),
  );
}

/** Each stage's wall time, printed before the summary line (docs/testing.md says where it goes). */
const stageTimes = [];
async function stage(label, work) {
  const started = Date.now();
  await work();
  stageTimes.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
}

await stage('lint', runLint);
// Jest's default leaves a core free: one worker on two cores. The integration tests wait on their
// database much of the time, and each file has a database (or PostgreSQL schema) of its own.
const integrationWorkers = [`--maxWorkers=${Math.max(2, os.availableParallelism())}`];
await stage('jest-sqlite', () => runJest('sqlite', { TEST_TARGET: 'sqlite' }, integrationWorkers));
if (process.env.TEST_DATABASE_URL) {
  await stage('jest-postgres', () => runJest('postgres', { TEST_TARGET: 'postgres' }, [...integrationWorkers, ...filesUsingTheDatabase()]));
}
await stage('build', () => ensureBuild());
await stage('playwright', runPlaywright);
ensureSqliteTool();
ensurePromtool();
// Each file starts its servers on ports of its own, and most of their time is waiting.
await stage('servers', () => runJest('faults', {}, ['--config', 'jest.faults.config.mjs', ...integrationWorkers]));
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  await stage('scale-out', () => runJest('scale-out', {}, ['--config', 'jest.scale.config.mjs', '--runInBand']));
}
console.log(`\ntime: ${stageTimes.join(', ')}`);
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
