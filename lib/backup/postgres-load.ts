import { sql } from 'kysely';
import type { Db } from '../db/client';
import { tableNames, tables, type TableName } from './tables';

type Row = Record<string, unknown>;

/**
 * Puts archived rows into a migrated PostgreSQL schema, inside the caller's transaction: every
 * table emptied first (migrations fill some), rows inserted as they come, then the references of
 * a table to itself and the serial sequences set after them.
 */
export function startPostgresLoad(trx: Db) {
  const selfReferences: { table: TableName; id: unknown; column: string; value: unknown }[] = [];
  const anyDb = trx as Db & { insertInto(table: string): ReturnType<Db['insertInto']> };
  return {
    async clear() {
      for (const table of [...tableNames].reverse()) await trx.deleteFrom(table).execute();
    },
    async load(table: TableName, rows: Row[]) {
      const column = tables[table].selfReference;
      const values = column
        ? rows.map((row) => {
            if (row[column] !== null) selfReferences.push({ table, id: row.id, column, value: row[column] });
            return { ...row, [column]: null };
          })
        : rows;
      if (values.length)
        await anyDb
          .insertInto(table)
          .values(values as never)
          .execute();
    },
    async finish() {
      for (const { table, id, column, value } of selfReferences) {
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value} where id = ${id}`.execute(trx);
      }
      for (const table of tableNames.filter((name) => tables[name].serial)) {
        await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(table)}`.execute(
          trx,
        );
      }
    },
  };
}
