/**
 * The API's calls are typed by their schemas from end to end: a service whose result breaks its
 * view schema, a handler answering anything else, or a back-office screen reading or sending the
 * wrong shape does not compile. typed-calls.fixture.ts holds one of each, marked with
 * `@ts-expect-error`, beside the same call done right; tsc must accept it as it is.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

test('a service, a handler or a screen that breaks a view or request schema does not compile', () => {
  let report = '';
  try {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tests/unit/typed-calls.tsconfig.json'], {
      cwd: root,
      encoding: 'utf8',
    });
  } catch (error) {
    report = (error as { stdout: string }).stdout;
  }
  expect(report).toBe('');
}, 300_000);
