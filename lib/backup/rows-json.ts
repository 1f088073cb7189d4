/** Rows as JSON lines; bytes (uploads kept in the database) as base64. */
type Row = Record<string, unknown>;

export function rowsToJsonLines(rows: Row[]): Buffer {
  const encode = (row: Row) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [column, Buffer.isBuffer(value) ? { $base64: value.toString('base64') } : value]),
      ),
    );
  return Buffer.from(rows.map((row) => `${encode(row)}\n`).join(''));
}

export function rowsOfJsonLines(text: string): Row[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) =>
      JSON.parse(line, (_, value) => (value && typeof value.$base64 === 'string' ? Buffer.from(value.$base64, 'base64') : value)),
    );
}
