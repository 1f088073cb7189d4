import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * For the source-fingerprint migration: triggers that mark a translation group stale in
 * `translationStatusStale` whenever a write changes what the desk works out from it: a version
 * added, removed, or changed in its group, language, publication, time or translated words; a
 * lawyer's sections, admissions or education; what a version was recorded as translated from.
 */

/** A content table and the columns whose change makes its group's desk rows stale. */
interface WatchedTable {
  table: string;
  /** The column the versions of a group share. */
  key: string;
  columns: readonly string[];
  /** `translationSource.entity` of its versions. */
  entities: readonly string[];
}

const watch = (table: string, key: string, words: string[], entities: string[], extra: string[] = []): WatchedTable => ({
  table,
  key,
  columns: [key, 'lang', 'published', 'updateTime', ...extra, ...words],
  entities,
});

/**
 * The content tables as the migration found them: the words staff translate in each (the
 * registry's `translation`, lib/services/kinds.ts; a test keeps the two alike).
 */
export const watchedTables: readonly WatchedTable[] = [
  watch('article', 'no', ['title', 'note', 'content'], ['latest-news', 'case-analysis'], ['type']),
  watch('honour', 'no', ['title', 'content'], ['lawfirm-honour']),
  watch('lawyer', 'no', ['name', 'office', 'intro', 'customContent'], ['lawyerTeam']),
  watch('professionalField', 'no', ['name', 'introduce'], ['professionalField']),
  watch('banner', 'imgPath', ['title', 'subTitle'], ['banner']),
  watch('legalDocument', 'name', ['title', 'content'], ['legal-document']),
];

/** The tables of a lawyer's words, each row owned by a lawyer version (`lawyerTeamId`). */
const lawyerWordTables = ['lawyerCustomContent', 'lawyerAdmission', 'lawyerEducation'] as const;

type Raw = RawBuilder<unknown>;

const STALE = sql.table('translationStatusStale');
const ids = (names: readonly string[]) => sql.join(names.map((name) => sql.ref(name)));
const texts = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/** The groups of the version that `translationSource` row `row` (`old` or `new`) names, as (tableName, no) rows. */
function groupsOfRecorded(row: 'old' | 'new') {
  const entity = sql.raw(`${row}.entity`);
  const item = sql.raw(`${row}."itemId"`);
  return sql.join(
    watchedTables.map(
      ({ table, key, entities }) =>
        sql`select ${sql.lit(table)} as "tableName", ${sql.ref(key)} as no from ${sql.table(table)} where ${entity} in (${texts(entities)}) and id = ${item}`,
    ),
    sql` union all `,
  );
}

/** The group of the lawyer owning a words row (`old` or `new`). */
const lawyerOf = (row: 'old' | 'new') => sql`select 'lawyer' as "tableName", no from lawyer where id = ${sql.raw(`${row}."lawyerTeamId"`)}`;

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  // Not INSERT OR IGNORE: a trigger's statements take the conflict policy of the statement that
  // fired them (an upsert's is to fail), so a mark already there is left out by its WHERE.
  const mark = (name: string, event: Raw, on: string, groups: Raw) =>
    sql`create trigger ${sql.id(name)} after ${event} on ${sql.table(on)} begin
      insert into ${STALE} ("tableName", no) select distinct "tableName", no from (${groups}) as marked
        where no is not null and not exists (select 1 from ${STALE} as stale where stale."tableName" = marked."tableName" and stale.no = marked.no);
    end`.execute(db);
  for (const { table, key, columns } of watchedTables) {
    const group = (row: 'old' | 'new') => sql`select ${sql.lit(table)} as "tableName", ${sql.raw(`${row}.`)}${sql.ref(key)} as no`;
    await mark(`${table}_status_insert`, sql`insert`, table, group('new'));
    await mark(`${table}_status_delete`, sql`delete`, table, group('old'));
    await mark(`${table}_status_update`, sql`update of ${ids(columns)}`, table, sql`${group('old')} union ${group('new')}`);
  }
  for (const table of lawyerWordTables) {
    await mark(`${table}_status_insert`, sql`insert`, table, lawyerOf('new'));
    await mark(`${table}_status_delete`, sql`delete`, table, lawyerOf('old'));
    await mark(`${table}_status_update`, sql`update`, table, sql`${lawyerOf('old')} union ${lawyerOf('new')}`);
  }
  await mark('translation_source_status_insert', sql`insert`, 'translationSource', groupsOfRecorded('new'));
  await mark('translation_source_status_delete', sql`delete`, 'translationSource', groupsOfRecorded('old'));
  const both = sql`${groupsOfRecorded('old')} union ${groupsOfRecorded('new')}`;
  await mark('translation_source_status_update', sql`update`, 'translationSource', both);
}

/**
 * PostgreSQL: a function per source of change. A mark is an upsert that locks the stale row, so
 * the desk's refresh, which claims rows no writer holds (`skip locked`), never takes a mark whose
 * write is still uncommitted.
 */
async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  const upsert = (groups: Raw) =>
    sql`insert into ${STALE} ("tableName", no) select distinct "tableName", no from (${groups}) as marked where no is not null
      on conflict ("tableName", no) do update set no = excluded.no`;
  const fn = (name: string, body: Raw) =>
    sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$
      begin
        ${body};
        return null;
      end $$`.execute(db);
  const ofOld = (groups: Raw) => sql`if tg_op <> 'INSERT' then ${upsert(groups)}; end if`;
  const ofNew = (groups: Raw) => sql`if tg_op <> 'DELETE' then ${upsert(groups)}; end if`;
  const keyOf = (row: 'old' | 'new') => sql`select tg_table_name::text as "tableName", to_jsonb(${sql.raw(row)}) ->> tg_argv[0] as no`;
  await fn('translation_status_version', sql`${ofOld(keyOf('old'))}; ${ofNew(keyOf('new'))}`);
  await fn('translation_status_lawyer_words', sql`${ofOld(lawyerOf('old'))}; ${ofNew(lawyerOf('new'))}`);
  await fn('translation_status_source', sql`${ofOld(groupsOfRecorded('old'))}; ${ofNew(groupsOfRecorded('new'))}`);
  for (const { table, key, columns } of watchedTables) {
    await sql`create trigger ${sql.id(`${table}_status`)} after insert or delete or update of ${ids(columns)} on ${sql.table(table)}
      for each row execute function translation_status_version(${sql.lit(key)})`.execute(db);
  }
  for (const table of lawyerWordTables) {
    await sql`create trigger ${sql.id(`${table}_status`)} after insert or delete or update on ${sql.table(table)}
      for each row execute function translation_status_lawyer_words()`.execute(db);
  }
  await sql`create trigger translation_source_status after insert or delete or update on "translationSource"
    for each row execute function translation_status_source()`.execute(db);
}

export function createStatusTriggers(db: Kysely<any>): Promise<void> {
  return isPostgres(db) ? createPostgresTriggers(db) : createSqliteTriggers(db);
}

export async function dropStatusTriggers(db: Kysely<any>): Promise<void> {
  const tables = [...watchedTables.map(({ table }) => table), ...lawyerWordTables];
  if (isPostgres(db)) {
    for (const table of tables) await sql`drop trigger ${sql.id(`${table}_status`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger translation_source_status on "translationSource"`.execute(db);
    for (const name of ['translation_status_version', 'translation_status_lawyer_words', 'translation_status_source'])
      await sql`drop function ${sql.id(name)}()`.execute(db);
    return;
  }
  for (const table of [...tables, 'translation_source'])
    for (const event of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.id(`${table}_status_${event}`)}`.execute(db);
}
