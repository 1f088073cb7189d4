// `npm run backup [folder]`: one dated archive of the database and uploads, taken while the site
// runs, into the folder given, else BACKUP_DIR, else ./backups.
import path from 'node:path';
import { createBackup } from '../lib/backup/create';
import { configuredStore } from '../lib/backup/store';
import { checkConfig, config } from '../lib/config';
import { closeDb } from '../lib/db/client';

checkConfig();
const dir = path.resolve(process.argv[2] ?? (config.backupDir || 'backups'));
try {
  console.log(`Backup written: ${await createBackup(configuredStore(), dir)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
