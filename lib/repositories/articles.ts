import type { Db } from '../db/client';
import type { Article } from '../db/schema';
import type { ArticleTable } from '../db/tables/content';
import type { Insertable, Updateable } from 'kysely';
import { publicationTrailingColumns, type PublicationShelf } from './publications';
import { countRows, insertRow, updateRow } from './rows';

/** The fields of an article in every response (the table's `type` is implied by the path). */
const articleColumns = [
  'id',
  'title',
  'content',
  'cataId',
  'contentUrl',
  'coverUrl',
  'isLink',
  'lang',
  'no',
  'note',
  ...publicationTrailingColumns,
] as const;

export type ArticleView = Pick<Article, (typeof articleColumns)[number]>;

/** News articles (type 0) or deals (type 1). */
export function articleShelf(type: number): PublicationShelf {
  return { table: 'article', type, columns: articleColumns };
}

export function insertArticle(db: Db, row: Insertable<ArticleTable>): Promise<number> {
  return insertRow(db, 'article', row);
}

export async function updateArticle(db: Db, id: number, changes: Updateable<ArticleTable>): Promise<void> {
  await updateRow(db, 'article', id, changes);
}

export function countArticlesInCatalog(db: Db, cataId: number): Promise<number> {
  return countRows(db, 'article', 'cataId', cataId);
}

/** The id and language of each version of group `no` visitors may see, for a language switcher. */
export function publishedArticleVersions(db: Db, type: number, no: string) {
  return db
    .selectFrom('article')
    .select(['id', 'lang', 'title'])
    .where('no', '=', no)
    .where('type', '=', type)
    .where('published', '=', 1)
    .orderBy('lang')
    .execute();
}
