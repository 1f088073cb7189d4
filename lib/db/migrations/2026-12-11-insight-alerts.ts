import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const withId = (db: Kysely<any>, name: string): CreateTableBuilder<string, never> =>
  isPostgres(db)
    ? db.schema.createTable(name).addColumn('id', 'serial', (col) => col.primaryKey())
    : db.schema.createTable(name).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

/**
 * Insight alerts: readers who confirmed a subscription (`subscriber`), requests not yet confirmed
 * (`subscriptionRequest`, kept 7 days), the consent record of each address (`consentRecord`),
 * the items already announced (`alertItem`, one row per article version, so none is announced
 * twice), items waiting for a weekly digest (`digestItem`) and the queue of outgoing e-mails
 * (`outboundMail`), whose unique (subscriber, article) pair sends each alert once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'subscriber')
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('frequency', 'text', (col) => col.notNull())
    .addColumn('practiceAreas', 'text')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('stopReason', 'text')
    .addColumn('createTime', 'text', (col) => col.notNull())
    .addColumn('updateTime', 'text', (col) => col.notNull())
    .execute();

  await withId(db, 'subscriptionRequest')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('frequency', 'text', (col) => col.notNull())
    .addColumn('practiceAreas', 'text')
    .addColumn('consentVersion', 'text', (col) => col.notNull())
    .addColumn('sourcePage', 'text', (col) => col.notNull())
    .addColumn('createTime', 'text', (col) => col.notNull())
    .addColumn('confirmTime', 'text')
    .execute();
  await db.schema.createIndex('subscription_request_email').on('subscriptionRequest').column('email').execute();

  await withId(db, 'consentRecord')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('consentVersion', 'text')
    .addColumn('sourcePage', 'text')
    .addColumn('detail', 'text')
    .addColumn('createTime', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('consent_record_email').on('consentRecord').column('email').execute();

  await db.schema
    .createTable('alertItem')
    .addColumn('articleId', 'integer', (col) => col.primaryKey())
    .addColumn('createTime', 'text', (col) => col.notNull())
    .execute();
  // What is public when alerts begin has been seen already: only what is published from now on is announced.
  await sql`insert into ${sql.table('alertItem')} (${sql.ref('articleId')}, ${sql.ref('createTime')})
    select ${sql.ref('id')}, ${new Date().toISOString()} from ${sql.table('article')} where ${sql.ref('published')} = 1`.execute(db);

  await withId(db, 'outboundMail')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subscriberId', 'integer')
    .addColumn('articleId', 'integer')
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('payload', 'text')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text', (col) => col.notNull())
    .addColumn('claimUntil', 'text')
    .addColumn('lastError', 'text')
    .addColumn('createTime', 'text', (col) => col.notNull())
    .addColumn('sentTime', 'text')
    .execute();
  await db.schema.createIndex('outbound_mail_due').on('outboundMail').columns(['state', 'nextAttemptAt']).execute();
  await db.schema.createIndex('outbound_mail_once').on('outboundMail').columns(['subscriberId', 'articleId']).unique().execute();

  await db.schema
    .createTable('digestItem')
    .addColumn('subscriberId', 'integer', (col) => col.notNull())
    .addColumn('articleId', 'integer', (col) => col.notNull())
    .addColumn('mailId', 'integer')
    .addColumn('createTime', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('digest_item_pk', ['subscriberId', 'articleId'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['digestItem', 'outboundMail', 'alertItem', 'consentRecord', 'subscriptionRequest', 'subscriber']) {
    await db.schema.dropTable(table).execute();
  }
}
