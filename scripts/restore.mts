// `npm run restore -- <archive> [--force]`: brings DATA_DIR (SQLite) or DATABASE_URL's database,
// and the uploads, back to the state the archive holds. Stop the site first.
import path from 'node:path';
import { restoreBackup } from '../lib/backup/restore';
import { configuredStore } from '../lib/backup/store';
import { checkConfig } from '../lib/config';
import { closeDb } from '../lib/db/client';

const args = process.argv.slice(2);
// Without `--`, npm keeps `--force` for itself and hands it on as npm_config_force.
const force = args.includes('--force') || process.env.npm_config_force === 'true';
const archive = args.find((arg) => !arg.startsWith('--'));

if (!archive) {
  console.error('usage: npm run restore -- <archive> [--force]');
  process.exit(2);
}
try {
  checkConfig();
  const restored = await restoreBackup(path.resolve(archive), configuredStore(), { force });
  console.log(
    `Restored the ${restored.database} backup taken at ${restored.createTime} (${restored.uploads} uploaded files in the folder).`,
  );
} catch (error) {
  // The message says what to do (tsx loads lib/ apart from this ES module, so `instanceof` cannot tell).
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
