import type { Db } from '../db/client';
import type { Article, ArticleTable } from '../db/schema';
import type { Insertable, Updateable } from 'kysely';
import type { PublicationShelf } from './publications';

/** The fields of an article in every response (the table's `type` is implied by the path). */
export const articleColumns = [
  'id', 'title', 'content', 'cataId', 'contentUrl', 'coverUrl', 'isLink', 'lang', 'no', 'note', 'top',
  'createTime', 'updateTime', 'views', 'operatorName',
] as const;

export type ArticleView = Pick<Article, (typeof articleColumns)[number]>;

/** News articles (type 0) or case analyses (type 1). */
export function articleShelf(type: number): PublicationShelf {
  return { table: 'article', type, columns: articleColumns };
}

export async function insertArticle(db: Db, row: Insertable<ArticleTable>): Promise<number> {
  const inserted = await db.insertInto('article').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateArticle(db: Db, id: number, changes: Updateable<ArticleTable>): Promise<void> {
  await db.updateTable('article').set(changes).where('id', '=', id).execute();
}

export async function countArticlesInCatalog(db: Db, cataId: number): Promise<number> {
  const row = await db
    .selectFrom('article')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('cataId', '=', cataId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The id and language of each version of group `no`, for a language switcher. */
export function articleVersions(db: Db, type: number, no: string) {
  return db
    .selectFrom('article')
    .select(['id', 'lang', 'title'])
    .where('no', '=', no)
    .where('type', '=', type)
    .orderBy('lang')
    .execute();
}
