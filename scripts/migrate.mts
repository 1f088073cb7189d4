import { closeDb, getDb } from '../lib/db/client';
import { migrateToLatest } from '../lib/db/migrate';

const applied = await migrateToLatest(getDb());
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
await closeDb();
