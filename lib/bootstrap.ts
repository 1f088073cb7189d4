import { config } from './config';
import { getDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { log } from './log';
import { isDatabaseEmpty, seedDemoContent } from './seed';
import { ensureFirstAdmin } from './services/auth';

/** Everything a server does once before it serves: schema, first administrator, demo content. */
export async function bootstrap(): Promise<void> {
  const db = getDb();
  const applied = await migrateToLatest(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  await withStartupLock(db, async (locked) => {
    await ensureFirstAdmin(locked);
    if (config.seedDemo && (await isDatabaseEmpty(locked))) {
      await seedDemoContent(locked);
      log.info('demo content created');
    }
  });
}
