import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';

/** The tables whose rows are known by a generated `id`. */
type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

// Kysely cannot type a query on a table chosen by a type parameter; the rows are typed by the callers' signatures.
const anyTable = (db: Db) => db as unknown as Kysely<{ item: { id: number } }>;

/** Inserts one row; returns its id. */
export async function insertRow<T extends TableWithId>(db: Db, table: T, row: Insertable<Database[T]>): Promise<number> {
  const inserted = await anyTable(db)
    .insertInto(table as 'item')
    .values(row as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Changes row `id`; true when it exists. */
export async function updateRow<T extends TableWithId>(db: Db, table: T, id: number, changes: Updateable<Database[T]>): Promise<boolean> {
  const result = await anyTable(db)
    .updateTable(table as 'item')
    .set(changes as never)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many rows of `table` have `value` in `column`. */
export async function countRows<T extends keyof Database>(
  db: Db,
  table: T,
  column: keyof Database[T] & string,
  value: number,
): Promise<number> {
  const row = await anyTable(db)
    .selectFrom(table as 'item')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column as 'id', '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
