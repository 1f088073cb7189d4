import type { Kysely } from 'kysely';

/** One row per day a scheduled backup was taken: the instance that inserts it takes the backup. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('backupRun')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('createTime', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backupRun').execute();
}
