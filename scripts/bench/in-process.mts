// The start every in-process API benchmark shares (bench:api, bench:search): a fresh database
// (see database.ts), migrated, with an administrator signed in; and the small-then-large run.
import { sql } from 'kysely';
import { addArticles, addLawyers, ensureCatalogsAndFields } from './fill';
import { useFreshDatabase } from './database';

export type Row = Record<string, string>;

/** The API app on a fresh database, and an administrator's token. */
export async function startApi() {
  process.env.LOG_LEVEL = 'silent';
  process.env.ADMIN_PASSWORD ||= 'bench-password-1';
  const cleanup = await useFreshDatabase();
  // Imported once the environment names the fresh database: lib/config reads it on import.
  const { getDb, closeDb } = await import('../../lib/db/client');
  const { migrateToLatest } = await import('../../lib/db/migrate');
  const { ensureFirstAdmin } = await import('../../lib/services/auth');
  const { rebuildSearchIndex } = await import('../../lib/services/search-index');
  const { api } = await import('../../lib/api/app');
  const db = getDb();
  await migrateToLatest(db);
  await ensureFirstAdmin(db);
  const login = await api.request('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'admin', password: process.env.ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { result: string }).result;
  const close = async () => {
    await closeDb();
    await cleanup();
  };
  return { db, api, token, rebuildSearchIndex: () => rebuildSearchIndex(db), close };
}

export type Started = Awaited<ReturnType<typeof startApi>>;

/**
 * Runs `measure` on 100 articles and 100 lawyers, then on 10,000 articles and 1,000 lawyers (both
 * languages; rows written directly, then indexed for search), prints how each case's p99 grew,
 * and closes the database.
 */
export async function smallThenLarge(started: Started, measure: (label: string) => Promise<Row[]>): Promise<void> {
  const { db } = started;
  // The rows are written in bulk and measured at once: PostgreSQL's planner needs the table
  // statistics that autovacuum would gather within a minute of such a load.
  const refreshStatistics = async () => {
    if (process.env.DATABASE_URL?.startsWith('postgres')) await sql`analyze`.execute(db);
  };
  try {
    await ensureCatalogsAndFields(db);
    await addArticles(db, 100, 0);
    await addLawyers(db, 100, 0);
    await refreshStatistics();
    console.log(`\n${await started.rebuildSearchIndex()} search index entries`);
    const small = await measure('100 articles, 100 lawyers');
    await addArticles(db, 9_900, 100);
    await addLawyers(db, 900, 100);
    await refreshStatistics();
    console.log(`\n${await started.rebuildSearchIndex()} search index entries`);
    const large = await measure('10,000 articles, 1,000 lawyers');
    console.log('\nGrowth');
    console.table(
      large.map((row, i) => ({ case: row.case, 'p99 large / small': (parseFloat(row.p99) / parseFloat(small[i].p99)).toFixed(2) })),
    );
    console.log(`database: ${process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}`);
  } finally {
    await started.close();
  }
}
