import { config } from './config';
import { getDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { log } from './log';
import { isDatabaseEmpty, seedDemoContent } from './seed';
import { ensureFirstAdmin } from './services/auth';
import { markSearchIndexCurrent, rebuildSearchIndex, searchIndexIsCurrent } from './services/search-index';
import { startAlertMail } from './services/subscriptions/worker';
import { refreshTranslationStatus } from './services/translation-status';
import { startScheduledPublishing } from './services/workflow/schedule';

/**
 * Everything a server does once before it serves: schema, first administrator, demo content,
 * search index; then it starts publishing what is scheduled, and sending insight alerts.
 */
export async function bootstrap(): Promise<void> {
  const db = getDb();
  const applied = await migrateToLatest(db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  await withStartupLock(db, async (locked) => {
    await ensureFirstAdmin(locked);
    const seeding = config.seedDemo && (await isDatabaseEmpty(locked));
    if (seeding) {
      await seedDemoContent(locked);
      log.info('demo content created');
    }
    // The demo content, the content before the index existed and an index built with older term
    // rules (lib/search/terms.ts) are indexed here; saves keep it current.
    if (seeding || applied.includes('2026-11-29-search-index') || !(await searchIndexIsCurrent(locked))) {
      log.info({ entries: await rebuildSearchIndex(locked) }, 'search index built');
      await markSearchIndexCurrent(locked);
    }
    // Groups written since the last refresh, or every group after a migration or a change of languages.
    await refreshTranslationStatus(locked);
  });
  startScheduledPublishing(config.scheduleCheckMs);
  startAlertMail();
}
