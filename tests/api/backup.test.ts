import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BackupError } from '@/lib/backup/backup-error';
import { createBackup } from '@/lib/backup/create';
import { restoreBackup } from '@/lib/backup/restore';
import { searchSite } from '@/lib/services/search';
import { takeDailyBackup } from '@/lib/backup/schedule';
import { configuredStore } from '@/lib/backup/store';
import { config } from '@/lib/config';
import { useTestContext } from '../support/context';
import { upload } from '../support/files';
import { contentsOf, freshStore, type FreshStore } from '../support/stores';

const ctx = useTestContext();
let backupDir: string;
const catalogs: Record<string, number> = {};
const opened: FreshStore[] = [];

async function restoredStore() {
  const fresh = await freshStore(ctx.target);
  opened.push(fresh);
  return fresh;
}

const liveContents = () => contentsOf(ctx.db, config.uploadDir);

beforeAll(async () => {
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-backups-'));
  for (const [lang, name] of [
    ['en_US', 'Firm news'],
    ['zh_CN', '律所新闻'],
  ]) {
    const root = await ctx.call('POST', '/api/admin/catalog', { token: ctx.admin, body: [{ lang, name, type: 0 }] });
    const child = await ctx.call('POST', '/api/admin/catalog', {
      token: ctx.admin,
      body: [{ lang, name: `${name} 2`, type: 0, parentId: root.body.result[0].id }],
    });
    catalogs[lang] = child.body.result[0].id;
  }
});
afterAll(async () => {
  for (const fresh of opened) await fresh.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

let written = 0;
async function writeArticle(n: number) {
  const item = (lang: string, title: string) => ({
    lang,
    cataId: catalogs[lang],
    coverUrl: '/api/upload/cover.jpg',
    title,
    isLink: 0,
    content: `<p>${n}</p>`,
  });
  const response = await ctx.call('POST', '/api/admin/latest-news', {
    token: ctx.admin,
    body: [item('en_US', `Article ${n}`), item('zh_CN', `文章 ${n}`)],
  });
  expect(response.status).toBe(200);
  written++;
}
async function writeUpload(n: number) {
  const picture = await sharp({ create: { width: 4 + (n % 50), height: 4, channels: 3, background: { r: n % 256, g: 90, b: 30 } } })
    .png()
    .toBuffer();
  expect((await upload(ctx, ctx.admin, picture, `picture-${n}.png`)).status).toBe(200);
  written++;
}

/** Writers creating articles and uploads until stopped; a failed write fails the waits. */
function startWriters() {
  let running = true;
  let n = 0;
  // Each write lets the event loop turn, as requests arriving over sockets would: in-process calls
  // on SQLite finish in microtasks and would otherwise starve every timer.
  const loop = async (write: (n: number) => Promise<void>) => {
    while (running) {
      await write(n++);
      await new Promise(setImmediate);
    }
  };
  const done = Promise.all([loop(writeArticle), loop(writeArticle), loop(writeUpload)]);
  return {
    async writesPast(count: number) {
      while (written < count) await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5))]);
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

test('a backup taken while the site writes restores one consistent state of it', async () => {
  await writeUpload(1000);
  await writeArticle(1000);
  const before = await liveContents();

  const writers = startWriters();
  await writers.writesPast(written + 6);
  const archive = await createBackup(configuredStore(), backupDir);
  await writers.writesPast(written + 6);
  await writers.stop();

  const fresh = await restoredStore();
  await restoreBackup(archive, fresh.store);
  const restored = await contentsOf(fresh.db, fresh.store.uploadDir);
  const live = await liveContents();

  expect(Object.keys(restored.tables)).toEqual(Object.keys(live.tables));
  // Only rows were added meanwhile: the restored state holds everything written before the backup,
  // none of what came after it ended, and each of its rows exactly as the site has it.
  for (const [table, rows] of Object.entries(restored.tables)) {
    for (const row of before.tables[table]) expect(rows).toContainEqual(row);
    for (const row of rows) expect(live.tables[table]).toContainEqual(row);
  }
  expect(restored.tables.article.length).toBeLessThan(live.tables.article.length);
  for (const [fileId, bytes] of Object.entries(restored.uploads)) expect(bytes.equals(live.uploads[fileId])).toBe(true);
  for (const [fileId, bytes] of Object.entries(before.uploads)) expect(restored.uploads[fileId].equals(bytes)).toBe(true);
});

test('a backup of a quiet site restores every table and upload exactly', async () => {
  const archive = await createBackup(configuredStore(), backupDir);
  const fresh = await restoredStore();
  const summary = await restoreBackup(archive, fresh.store);
  expect(summary.database).toBe(ctx.target);
  const live = await liveContents();
  expect(await contentsOf(fresh.db, fresh.store.uploadDir)).toEqual(live);
  expect(Object.keys(live.uploads).length).toBeGreaterThan(3);
  expect(live.tables.catalog.some((row) => (row as { parentId: number | null }).parentId !== null)).toBe(true);

  // Its search index finds what it holds.
  const article = await fresh.db.selectFrom('article').select(['id', 'title', 'lang']).where('isLink', '=', 0).executeTakeFirstOrThrow();
  const found = await searchSite(fresh.db, {
    q: article.title,
    type: 'news,deal',
    lang: article.lang,
    paging: { offset: 0, pageSize: 50 },
  });
  expect(found.rows.map((row) => row.id)).toContain(article.id);

  // The restored site carries on: new rows take new ids after the restored ones.
  const next = await fresh.db
    .insertInto('job')
    .values({ no: 'partner', lang: 'en_US', name: 'Partner', sort: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [job] = await ctx.db.selectFrom('job').select('id').orderBy('id', 'desc').limit(1).execute();
  expect(next.id).toBeGreaterThan(job?.id ?? 0);
});

test('restore refuses a target that holds something, unless forced', async () => {
  const archive = await createBackup(configuredStore(), backupDir);
  const fresh = await restoredStore();
  await restoreBackup(archive, fresh.store);
  await fresh.db.deleteFrom('auditLog').execute();

  await expect(restoreBackup(archive, fresh.store)).rejects.toThrow(/not empty.*--force/);
  await fresh.disconnect();
  await restoreBackup(archive, fresh.store, { force: true });
  expect(await contentsOf(fresh.db, fresh.store.uploadDir)).toEqual(await liveContents());
});

test('restore refuses what is not a whole archive of this site, and leaves the target empty', async () => {
  const archive = await createBackup(configuredStore(), backupDir);
  const notGzip = path.join(backupDir, 'notes.txt');
  fs.writeFileSync(notGzip, 'not a backup');
  const cutShort = path.join(backupDir, 'cut.tar.gz');
  fs.writeFileSync(cutShort, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size * 0.8)));
  const otherGzip = path.join(backupDir, 'other.tar.gz');
  const { gzipSync } = await import('node:zlib');
  fs.writeFileSync(otherGzip, gzipSync(Buffer.alloc(4096)));

  const fresh = await restoredStore();
  for (const file of [notGzip, cutShort, otherGzip, path.join(backupDir, 'missing.tar.gz')]) {
    await expect(restoreBackup(file, fresh.store)).rejects.toBeInstanceOf(BackupError);
  }
  expect(fs.existsSync(fresh.store.uploadDir)).toBe(false);
  if (fresh.store.kind === 'sqlite') expect(fs.existsSync(fresh.store.file)).toBe(false);
  else expect(await fresh.db.selectFrom('article').select('id').execute()).toEqual([]);
});

test('the daily backup is taken once a day and only the newest archives are kept', async () => {
  const dailyDir = path.join(backupDir, 'daily');
  fs.mkdirSync(dailyDir);
  for (const day of ['2020-01-01', '2020-01-02', '2020-01-03']) {
    fs.writeFileSync(path.join(dailyDir, `lawfirm-backup-${day}T02-00-00.000Z.tar.gz`), '');
  }
  fs.writeFileSync(path.join(dailyDir, 'notes.txt'), 'kept');

  const first = await takeDailyBackup(ctx.db, configuredStore(), dailyDir, 2);
  expect(first).not.toBeNull();
  expect(await takeDailyBackup(ctx.db, configuredStore(), dailyDir, 2)).toBeNull();
  expect(fs.readdirSync(dailyDir).sort()).toEqual(
    ['lawfirm-backup-2020-01-03T02-00-00.000Z.tar.gz', path.basename(first!), 'notes.txt'].sort(),
  );
});
