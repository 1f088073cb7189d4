import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Who reads a public list: their language, and the language whose version is shown where an
 * item has none in theirs (else its source); `fallback` null shows only their language's.
 */
export interface Reader {
  lang: string;
  fallback: string | null;
}

/**
 * The rows of `table` a reader is shown: of each translation group, its published version in
 * the reader's language; where it has none (and a fallback is set), its version in the fallback
 * language, else its first published version (the source).
 */
export function shownTo(table: 'lawyer' | 'article' | 'honour' | 'professionalField', reader: Reader): Expression<SqlBool> {
  const own = (column: string) => sql.ref(`${table}.${column}`);
  const { lang, fallback } = reader;
  if (!fallback) return sql<SqlBool>`${own('published')} = 1 and ${own('lang')} = ${lang}`;
  return sql<SqlBool>`${own('published')} = 1 and (${own('lang')} = ${lang} or not exists (
    select 1 from ${sql.table(table)} as better
    where better.no = ${own('no')} and better.published = 1 and (
      better.lang = ${lang}
      or (better.lang = ${fallback} and ${own('lang')} <> ${fallback})
      or (better.lang <> ${fallback} and ${own('lang')} <> ${fallback} and better.id < ${own('id')}))))`;
}
