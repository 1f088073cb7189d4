import type { Db } from '../db/client';

// What staff call the things a version names by key: history shows these words, not the keys.

/** Lists whose entries a version names by id. */
export type NamedById = 'catalog' | 'job' | 'professionalField' | 'spokenLanguage';

/** The names of entries `ids` of a list, by id. */
export async function namesByIds(db: Db, table: NamedById, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Kinds a version names by their translation group's key. */
export type NamedByGroup = 'lawyer' | 'professionalField';

/** Every version's name of groups `nos`, with its language, to pick one in the reader's. */
export function groupNames(db: Db, table: NamedByGroup, nos: string[]) {
  if (!nos.length) return Promise.resolve([]);
  return db.selectFrom(table).select(['no', 'lang', 'name']).where('no', 'in', nos).orderBy('id').execute();
}

/** The names uploaded files had on the uploader's computer, by file id. */
export async function uploadNames(db: Db, fileIds: string[]): Promise<Map<string, string>> {
  if (!fileIds.length) return new Map();
  const rows = await db
    .selectFrom('uploadedFile')
    .select(['fileId', 'originalName'])
    .where('fileId', 'in', fileIds)
    .where('originalName', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.fileId, row.originalName!]));
}

/** The icon library's names of pictures `urls`, by address. */
export async function iconNames(db: Db, urls: string[]): Promise<Map<string, string>> {
  if (!urls.length) return new Map();
  const rows = await db.selectFrom('icon').select(['iconUrl', 'name']).where('iconUrl', 'in', urls).where('name', 'is not', null).execute();
  return new Map(rows.map((row) => [row.iconUrl, row.name!]));
}
