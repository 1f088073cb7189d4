import { fileIdPattern } from '../storage/uploads';
import { manifestName } from './manifest';
import { tableNames, type TableName } from './tables';

/** The names of the entries of an archive, and what each name stands for. */
export const sqliteEntry = 'site.db';

export function tableEntry(table: TableName, part: number): string {
  return `tables/${table}/${String(part).padStart(6, '0')}.jsonl`;
}

export function uploadEntry(fileId: string): string {
  return `uploads/${fileId}`;
}

export type EntryKind =
  | { kind: 'manifest' }
  | { kind: 'sqlite' }
  | { kind: 'table'; table: TableName }
  | { kind: 'upload'; fileId: string }
  | { kind: 'unknown' };

export function kindOfEntry(name: string): EntryKind {
  if (name === manifestName) return { kind: 'manifest' };
  if (name === sqliteEntry) return { kind: 'sqlite' };
  const table = /^tables\/(\w+)\/\d{6}\.jsonl$/.exec(name)?.[1];
  if (table && (tableNames as string[]).includes(table)) return { kind: 'table', table: table as TableName };
  const fileId = /^uploads\/(.+)$/.exec(name)?.[1];
  if (fileId && fileIdPattern.test(fileId)) return { kind: 'upload', fileId };
  return { kind: 'unknown' };
}
