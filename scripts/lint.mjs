// `npm run lint`: the four checks (types, ESLint, Prettier, knip) side by side, each keeping one
// core busy; each one's output follows its heading. ESLint and Prettier keep caches, as tsc does
// (tsconfig's `incremental`), so a second run checks only what changed.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const checks = [
  ['types', 'node_modules/typescript/bin/tsc', ['--noEmit']],
  ['ESLint', 'node_modules/eslint/bin/eslint.js', ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
  ['Prettier', 'node_modules/prettier/bin/prettier.cjs', ['--check', '--cache', '.']],
  ['knip', 'node_modules/knip/bin/knip.js', []],
];

function runQuietly(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString() }));
  });
}

/** Runs every check; resolves to each one's label and whether it passed, once all are done. */
export async function runLintChecks() {
  const outcomes = await Promise.all(checks.map(([, script, args]) => runQuietly(script, args)));
  return checks.map(([label], index) => {
    const { status, output } = outcomes[index];
    console.log(`\n== Lint: ${label} ==\n${output}`);
    return { label, passed: status === 0 };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await runLintChecks();
  process.exit(results.every((result) => result.passed) ? 0 : 1);
}
