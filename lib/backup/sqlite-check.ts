/** Whether `file` is a SQLite database that passes SQLite's own quick check. */
export async function checkSqliteFile(file: string): Promise<boolean> {
  const { default: Sqlite } = await import('better-sqlite3');
  try {
    const db = new Sqlite(file, { readonly: true, fileMustExist: true });
    try {
      return db.pragma('quick_check', { simple: true }) === 'ok';
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}
