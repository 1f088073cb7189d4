import type { Kysely } from 'kysely';

/** A staff account's own e-mail address, where a test-send of an insight alert goes; none at first. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('adminUser').addColumn('email', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('adminUser').dropColumn('email').execute();
}
