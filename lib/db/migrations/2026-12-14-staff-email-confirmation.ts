import type { Kysely } from 'kysely';

const columns = ['emailConfirmedAt', 'emailCodeHash', 'emailCodeExpiresAt'];

/**
 * A staff account's own address is confirmed by a code mailed to it before test-sends go there:
 * when it was confirmed, and the hash and expiry of the code waiting to be entered. An address
 * set before this migration starts unconfirmed: its owner confirms it once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of columns) await db.schema.alterTable('adminUser').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of columns) await db.schema.alterTable('adminUser').dropColumn(column).execute();
}
