import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/client';
import type { Honour } from '../db/schema';
import type { HonourTable } from '../db/tables/content';
import { publicationTrailingColumns, type PublicationShelf } from './publications';
import { insertRow, updateRow } from './rows';

const honourColumns = ['id', 'title', 'content', 'coverUrl', 'lang', 'no', ...publicationTrailingColumns] as const;

export type HonourView = Pick<Honour, (typeof honourColumns)[number]>;

export const honourShelf: PublicationShelf = { table: 'honour', columns: honourColumns };

export function insertHonour(db: Db, row: Insertable<HonourTable>): Promise<number> {
  return insertRow(db, 'honour', row);
}

export async function updateHonour(db: Db, id: number, changes: Updateable<HonourTable>): Promise<void> {
  await updateRow(db, 'honour', id, changes);
}

/** The id and language of each version of group `no` visitors may see, for a language switcher. */
export function publishedHonourVersions(db: Db, no: string) {
  return db.selectFrom('honour').select(['id', 'lang', 'title']).where('no', '=', no).where('published', '=', 1).orderBy('lang').execute();
}
