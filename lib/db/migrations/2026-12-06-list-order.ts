import { sql, type Kysely } from 'kysely';

/**
 * Indexes in the order the back office lists each kind (pinned first, then newest; lawyers by
 * the staff order in between), so a page of a list of any length is read from the index and
 * stops after it, instead of sorting every row of the kind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index article_admin_order on article (type, top, "createTime", id)`.execute(db);
  await sql`create index honour_admin_order on honour (top, "createTime", id)`.execute(db);
  await sql`create index lawyer_admin_order on lawyer (top desc, sort, "createTime" desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['article_admin_order', 'honour_admin_order', 'lawyer_admin_order']) {
    await db.schema.dropIndex(index).execute();
  }
}
