import type { Kysely } from 'kysely';

/**
 * Where a revision came from, for the history staff read: `restoredFrom` is the version a
 * restore brought back, and `bySchedule` is 1 when the timer made the change (a scheduled
 * publish or unpublish), not a person.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('revision').addColumn('restoredFrom', 'integer').execute();
  await db.schema
    .alterTable('revision')
    .addColumn('bySchedule', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('revision').dropColumn('bySchedule').execute();
  await db.schema.alterTable('revision').dropColumn('restoredFrom').execute();
}
