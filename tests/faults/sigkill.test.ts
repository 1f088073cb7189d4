import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { RunningServer } from '../support/server';
import { callSite, newsArticle, newsCatalogId, signInAdmin } from '../support/site-api';
import { exitOf, startSite, until } from './support/site';

/**
 * The server killed with SIGKILL in the middle of a stream of admin writes on SQLite: the file
 * is intact, and every write that was answered 200 is there after a restart on the same data.
 */
const port = 3832;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-faults-kill-'));
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('no acknowledged write is lost and the database passes its integrity check', async () => {
  server = await startSite(port, { DATA_DIR: dataDir });
  const token = await signInAdmin(server.url);
  const cataId = await newsCatalogId(server.url, token);

  const acknowledged: { id: number; title: string }[] = [];
  const refused: number[] = [];
  let killed = false;
  const writer = async (name: string) => {
    for (let i = 1; !killed; i++) {
      const title = `Killstream ${name}-${i}`;
      try {
        const reply = await callSite(server!.url, 'POST', '/api/admin/latest-news', { token, body: [newsArticle(cataId, title)] });
        if (reply.status === 200) acknowledged.push({ id: reply.body.result[0].id, title });
        else refused.push(reply.status);
      } catch {
        // Cut off by the kill: never answered, so never promised.
      }
    }
  };
  const writers = ['a', 'b', 'c', 'd'].map(writer);
  await until(() => acknowledged.length >= 40, 30_000);
  server.process.kill('SIGKILL');
  expect(await exitOf(server)).toEqual({ code: null, signal: 'SIGKILL' });
  killed = true;
  await Promise.all(writers);
  expect(refused).toEqual([]);

  const file = new Database(path.join(dataDir, 'site.db'));
  try {
    expect(file.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const stored = new Set(
      (file.prepare("select title from article where title like 'Killstream %'").all() as { title: string }[]).map((row) => row.title),
    );
    expect(acknowledged.filter((write) => !stored.has(write.title))).toEqual([]);
  } finally {
    file.close();
  }

  server = await startSite(port, { DATA_DIR: dataDir });
  const again = await signInAdmin(server.url);
  const listed = await callSite(server.url, 'GET', '/api/admin/latest-news?title=Killstream&pageSize=100', { token: again });
  expect(listed.status).toBe(200);
  const served = new Map(listed.body.result.map((row: { id: number; title: string }) => [row.id, row.title]));
  expect(acknowledged.filter((write) => served.get(write.id) !== write.title)).toEqual([]);
});
