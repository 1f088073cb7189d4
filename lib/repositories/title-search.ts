import { sql, type Expression, type SqlBool } from 'kysely';

/** `%text%` with the LIKE wildcards in `text` taken literally (escape character `\`). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Case-insensitive substring match that behaves the same on SQLite and PostgreSQL
 * (Chinese has no case, so it matches as typed).
 */
export function containsText(column: Expression<string | null> | string, text: string): Expression<SqlBool> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`lower(${ref}) like lower(${containsPattern(text)}) escape '\\'`;
}
