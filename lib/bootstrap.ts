import { config } from './config';
import { getDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { log } from './log';
import { isDatabaseEmpty, seedDemoContent } from './seed';
import { ensureFirstAdmin } from './services/auth';

/** Everything a server does once before it serves: schema, first administrator, demo content. */
export async function bootstrap(): Promise<void> {
  const db = getDb();
  const applied = await migrateToLatest(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  await ensureFirstAdmin(db);
  if (config.seedDemo && (await isDatabaseEmpty(db))) {
    await seedDemoContent(db);
    log.info('demo content created');
  }
}
