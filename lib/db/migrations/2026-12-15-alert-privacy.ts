import type { Kysely } from 'kysely';

/**
 * Insight alerts and personal data: the consent record notes the browser (user agent) that
 * confirmed a subscription, and the per-address count of confirmation e-mails, kept until now
 * under the address itself, is dropped (it is now kept under a keyed hash of the mailbox).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consentRecord').addColumn('userAgent', 'text').execute();
  await db.deleteFrom('rateLimitHit').where('scope', '=', 'subscription-mail').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consentRecord').dropColumn('userAgent').execute();
}
