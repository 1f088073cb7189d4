import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Two-factor sign-in (a TOTP secret per user, single-use recovery codes), the site setting that
 * requires it, and what a user needs to recognise their sessions: a public id, the device, the
 * address and the last use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('adminUser').addColumn('totpSecret', 'text').execute();
  await db.schema.alterTable('adminUser').addColumn('totpPendingSecret', 'text').execute();
  // The 30-second step of the last code accepted: a code is good once (RFC 6238, section 5.2).
  await db.schema.alterTable('adminUser').addColumn('totpLastStep', 'integer').execute();

  await (
    isPostgres(db)
      ? db.schema.createTable('adminRecoveryCode').addColumn('id', 'serial', (col) => col.primaryKey())
      : db.schema.createTable('adminRecoveryCode').addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('userId', 'integer', (col) => col.notNull().references('adminUser.id').onDelete('cascade'))
    .addColumn('codeHash', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('admin_recovery_code_user').on('adminRecoveryCode').columns(['userId', 'codeHash']).execute();

  await db.schema
    .createTable('siteSetting')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  for (const column of ['id', 'userAgent', 'address', 'lastUsedAt']) {
    await db.schema.alterTable('adminSession').addColumn(column, 'text').execute();
  }
  // Sessions signed in before this migration get an id and a last use, so they can be listed and ended.
  const existing = await db.selectFrom('adminSession').select(['tokenHash', 'createTime']).execute();
  for (const session of existing) {
    await db
      .updateTable('adminSession')
      .set({ id: randomBytes(12).toString('base64url'), lastUsedAt: session.createTime })
      .where('tokenHash', '=', session.tokenHash)
      .execute();
  }
  await db.schema.createIndex('admin_session_id').on('adminSession').column('id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('admin_session_id').execute();
  for (const column of ['lastUsedAt', 'address', 'userAgent', 'id']) {
    await db.schema.alterTable('adminSession').dropColumn(column).execute();
  }
  await db.schema.dropTable('siteSetting').execute();
  await db.schema.dropTable('adminRecoveryCode').execute();
  for (const column of ['totpLastStep', 'totpPendingSecret', 'totpSecret']) {
    await db.schema.alterTable('adminUser').dropColumn(column).execute();
  }
}
