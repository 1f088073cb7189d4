import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** Upload bytes may live in the database, so every instance of a scaled-out site serves every file. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('uploadedFile')
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploadedFile').dropColumn('content').execute();
}
