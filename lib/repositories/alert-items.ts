import type { Db } from '../db/client';
import { nowIso } from '../time';

/** News articles and deals visitors can see that no alert has announced yet. */
export function unannouncedArticles(db: Db) {
  return db
    .selectFrom('article')
    .select(['id', 'type', 'lang', 'no'])
    .where('published', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('alertItem').select('alertItem.articleId').whereRef('alertItem.articleId', '=', 'article.id'))),
    )
    .orderBy('id')
    .execute();
}

/** Takes the announcement of an article for this instance; false when it is announced already. */
export async function claimAnnouncement(db: Db, articleId: number): Promise<boolean> {
  const result = await db
    .insertInto('alertItem')
    .values({ articleId, createTime: nowIso() })
    .onConflict((conflict) => conflict.column('articleId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function addDigestItems(db: Db, articleId: number, subscriberIds: number[]): Promise<void> {
  const now = nowIso();
  for (const subscriberId of subscriberIds) {
    await db
      .insertInto('digestItem')
      .values({ subscriberId, articleId, mailId: null, createTime: now })
      .onConflict((conflict) => conflict.columns(['subscriberId', 'articleId']).doNothing())
      .execute();
  }
}

/** Subscribers with items waiting for a digest, added before `before`. */
export async function subscribersWaitingForDigest(db: Db, before: string): Promise<number[]> {
  const rows = await db
    .selectFrom('digestItem')
    .select('subscriberId')
    .distinct()
    .where('mailId', 'is', null)
    .where('createTime', '<', before)
    .execute();
  return rows.map((row) => row.subscriberId);
}

/** Gives a subscriber's waiting items (added before `before`) to the digest `mailId`; the article ids it took. */
export async function takeDigestItems(db: Db, subscriberId: number, before: string, mailId: number): Promise<number[]> {
  const rows = await db
    .updateTable('digestItem')
    .set({ mailId })
    .where('subscriberId', '=', subscriberId)
    .where('mailId', 'is', null)
    .where('createTime', '<', before)
    .returning('articleId')
    .execute();
  return rows.map((row) => row.articleId);
}

/** What an alert shows of an article. */
export function alertArticle(db: Db, id: number) {
  return db
    .selectFrom('article')
    .select(['id', 'no', 'type', 'title', 'note', 'coverUrl', 'lang', 'isLink', 'contentUrl', 'published', 'createTime'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The articles a digest gathers. */
export function digestArticleIds(db: Db, mailId: number) {
  return db.selectFrom('digestItem').select('articleId').where('mailId', '=', mailId).orderBy('articleId').execute();
}
