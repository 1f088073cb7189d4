import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createBackup } from '@/lib/backup/create';
import { restoreBackup } from '@/lib/backup/restore';
import { configuredStore } from '@/lib/backup/store';
import { migrateToLatest } from '@/lib/db/migrate';
import { openSqlite } from '@/lib/db/sqlite';
import { useTestContext } from '../support/context';

/**
 * The SQLite database and the backups hold password hashes and two-factor secrets: they are
 * created readable by their owner only (files 0600, folders 0700), not by every user of the machine.
 */
// The site's database and upload folder, which the backup reads.
useTestContext({ signIn: false });
let scratch: string;
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-private-'));
});
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

const permissions = (file: string) => fs.statSync(file).mode & 0o777;

test('a backup archive, and the folders made for it, are readable by their owner only', async () => {
  const dir = path.join(scratch, 'backups', 'daily');
  const archive = await createBackup(configuredStore(), dir);
  expect(permissions(archive)).toBe(0o600);
  expect(permissions(dir)).toBe(0o700);
  expect(permissions(path.dirname(dir))).toBe(0o700);
});

test('a new SQLite database, its write-ahead log and shared memory are readable by their owner only', async () => {
  const file = path.join(scratch, 'new', 'site.db');
  const db = openSqlite(file);
  try {
    await sql`create table note (text)`.execute(db);
    await sql`insert into note values ('written through the log')`.execute(db);
    expect([file, `${file}-wal`, `${file}-shm`].map(permissions)).toEqual([0o600, 0o600, 0o600]);
  } finally {
    await db.destroy();
  }
});

test('a database that others could read is narrowed to its owner when the site opens it', async () => {
  const file = path.join(scratch, 'older', 'site.db');
  fs.mkdirSync(path.dirname(file));
  fs.writeFileSync(file, '');
  fs.chmodSync(file, 0o644);
  const db = openSqlite(file);
  try {
    await sql`create table note (text)`.execute(db);
    expect([file, `${file}-wal`].map(permissions)).toEqual([0o600, 0o600]);
  } finally {
    await db.destroy();
  }
});

test('a restored SQLite database is readable by its owner only', async () => {
  const source = path.join(scratch, 'source');
  const db = openSqlite(path.join(source, 'site.db'));
  await migrateToLatest(db);
  const archive = await createBackup(
    { kind: 'sqlite', file: path.join(source, 'site.db'), uploadDir: path.join(source, 'uploads') },
    path.join(source, 'backups'),
  );
  await db.destroy();

  const restored = path.join(scratch, 'restored', 'site.db');
  await restoreBackup(archive, { kind: 'sqlite', file: restored, uploadDir: path.join(scratch, 'restored', 'uploads') });
  expect(permissions(restored)).toBe(0o600);
});
