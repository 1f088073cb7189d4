import type { Kysely } from 'kysely';

/**
 * Translator accounts: a third role, and the languages an account may translate into (codes
 * separated by commas; null for the other roles).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('adminRole').values({ id: 3, code: 'translator', roleName: 'Translator' }).execute();
  await db.schema.alterTable('adminUser').addColumn('languages', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('adminUser').dropColumn('languages').execute();
  await db.deleteFrom('adminRole').where('id', '=', 3).execute();
}
