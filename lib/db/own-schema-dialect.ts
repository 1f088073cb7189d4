import {
  PostgresDialect,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  schema: string;
  table: string;
  kind: string;
  column: string;
  type: string;
  typeSchema: string;
  notNull: boolean;
  hasDefault: boolean;
  autoIncrementing: boolean;
}

/**
 * The tables of the connection's own schema (`current_schema()`). Kysely's PostgreSQL introspector
 * reads every schema of the database and checks the privileges on each by name, so it fails
 * ("schema … does not exist") when another schema is dropped while it reads, and its migrator
 * asks it on every start; instances and test runs sharing one database each keep to a schema.
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as "table", c.relkind as kind, a.attname as "column", t.typname as type,
        tn.nspname as "typeSchema", a.attnotnull as "notNull", a.atthasdef as "hasDefault",
        (a.attidentity <> '' or coalesce(pg_catalog.pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false)) as "autoIncrementing"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) tables.set(row.table, (table = { name: row.table, isView: row.kind === 'v', schema: row.schema, columns: [] }));
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        isNullable: !row.notNull,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.autoIncrementing,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL as Kysely speaks it, looking only at the connection's own schema when it reads tables. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
