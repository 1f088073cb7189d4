import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { RunningServer } from '../support/server';
import { callSite, newsArticle, newsCatalogId, signInAdmin } from '../support/site-api';
import { exitOf, startSite } from './support/site';

/**
 * Another process reads the SQLite file while the server runs (the sqlite3 command-line tool, a
 * second better-sqlite3 connection) and closes it: the server keeps its lock on the file, so that
 * reader cannot checkpoint and delete the write-ahead log under it, and every acknowledged write
 * is there after the server is killed and started again.
 */
const port = 3836;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-faults-readers-'));
const databaseFile = path.join(dataDir, 'site.db');
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The POSIX locks `pid` holds on `file`, as /proc/locks lists them. */
function locksOf(pid: number, file: string): string[] {
  const inode = `:${fs.statSync(file).ino} `;
  return fs
    .readFileSync('/proc/locks', 'utf8')
    .split('\n')
    .filter((line) => line.includes(' POSIX ') && line.split(/\s+/).includes(String(pid)) && line.includes(inode));
}

async function writeNews(token: string, cataId: number, title: string): Promise<number> {
  const reply = await callSite(server!.url, 'POST', '/api/admin/latest-news', { token, body: [newsArticle(cataId, title)] });
  expect(reply.status).toBe(200);
  return reply.body.result[0].id;
}

test('readers that open and close the database leave the server its lock and every write', async () => {
  server = await startSite(port, { DATA_DIR: dataDir });
  const pid = server.process.pid!;
  const token = await signInAdmin(server.url);
  const cataId = await newsCatalogId(server.url, token);
  const written = new Map<number, string>();
  const write = async (title: string) => written.set(await writeNews(token, cataId, title), title);

  await write('Reader test before any reader');
  expect(locksOf(pid, databaseFile)).not.toEqual([]);

  const counted = execFileSync('sqlite3', [databaseFile, 'select count(*) from adminUser'], { encoding: 'utf8' });
  expect(Number(counted)).toBeGreaterThan(0);
  await write('Reader test after the command-line tool');

  const reader = new Database(databaseFile, { readonly: true, fileMustExist: true });
  expect((reader.prepare("select count(*) as n from article where title like 'Reader test %'").get() as { n: number }).n).toBe(2);
  reader.close();
  await write('Reader test after a second connection');

  expect(locksOf(pid, databaseFile)).not.toEqual([]);
  expect(fs.existsSync(`${databaseFile}-wal`)).toBe(true);

  // Killed, not stopped: a clean close would checkpoint the log it still holds into the file.
  server.process.kill('SIGKILL');
  await exitOf(server);
  server = await startSite(port, { DATA_DIR: dataDir });
  const again = await signInAdmin(server.url);
  const listed = await callSite(server.url, 'GET', '/api/admin/latest-news?title=Reader%20test&pageSize=100', { token: again });
  expect(listed.status).toBe(200);
  const served = new Map(listed.body.result.map((row: { id: number; title: string }) => [row.id, row.title]));
  expect(served).toEqual(written);
});
