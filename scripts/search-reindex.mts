// Builds the site search's index afresh from the content (npm run search:reindex).
import { closeDb, getDb } from '../lib/db/client';
import { migrateToLatest } from '../lib/db/migrate';
import { rebuildSearchIndex } from '../lib/services/search-index';

const db = getDb();
await migrateToLatest(db);
console.log(`Search index rebuilt: ${await rebuildSearchIndex(db)} entries.`);
await closeDb();
