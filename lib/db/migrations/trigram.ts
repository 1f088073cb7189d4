import { sql, type Kysely, type RawBuilder } from 'kysely';

/** For the migrations: pg_trgm's GIN operator class, named in the schema the extension was created in. */
export async function trigramOps(db: Kysely<any>): Promise<RawBuilder<unknown>> {
  const { rows } = await sql<{
    schema: string;
  }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  return sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
}
