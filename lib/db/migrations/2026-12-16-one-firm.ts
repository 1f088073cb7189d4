import type { Kysely } from 'kysely';
import { newNo } from '../../ids';
import { log } from '../../log';
import { groupFacts, groupSources, shareFacts, type FactsTable } from '../../repositories/group-facts';
import type { Db } from '../client';

const labelTables = ['job', 'office', 'spokenLanguage'] as const;

/**
 * One firm in every language. Job titles, offices and languages spoken get a translation-group
 * key (`no`), given to the entries at the same place in each language's list, as staff matched
 * them until now. An office gets its postal address, a lawyer the name the firm uses in Latin
 * script (taken from a version written in it) and whether their job titles take the feminine
 * form a language may have (Arabic `شريكة`), which a job title gets beside its name. Then what
 * does not depend on language is made the same on every version of each group: where versions
 * disagree, the group's first version (its source) wins, and each difference settled is logged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of labelTables) {
    await db.schema
      .alterTable(table)
      .addColumn('no', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    const rows = await db.selectFrom(table).select(['id', 'lang']).orderBy('lang').orderBy('sort').orderBy('id').execute();
    const place = new Map<string, number>();
    const nos: string[] = [];
    for (const row of rows) {
      const index = place.get(row.lang) ?? 0;
      place.set(row.lang, index + 1);
      nos[index] ??= newNo();
      await db.updateTable(table).set({ no: nos[index] }).where('id', '=', row.id).execute();
    }
    await db.schema.createIndex(`${table}_no`).on(table).columns(['no', 'lang']).execute();
  }
  await db.schema.alterTable('office').addColumn('address', 'text').execute();
  await db.schema.alterTable('lawyer').addColumn('latinName', 'text').execute();
  await db.schema.alterTable('lawyer').addColumn('latinFamilyName', 'text').execute();
  await db.schema
    .alterTable('lawyer')
    .addColumn('feminineTitles', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('job').addColumn('feminineName', 'text').execute();

  // The group's first version written in Latin script: its source, where that is.
  const names = await db.selectFrom('lawyer').select(['no', 'name']).orderBy('id').execute();
  const latinOf = new Map<string, string>();
  for (const row of names) if (!latinOf.has(row.no) && /^[\p{Script=Latin}\p{M}\s.'’-]+$/u.test(row.name)) latinOf.set(row.no, row.name);
  for (const [no, name] of latinOf) await db.updateTable('lawyer').set({ latinName: name }).where('no', '=', no).execute();

  for (const table of Object.keys(groupFacts) as FactsTable[]) {
    for (const source of await groupSources(db as Db, table)) {
      for (const difference of await shareFacts(db as Db, table, source)) {
        log.info({ table, source, ...difference }, 'one firm: a version took its source version’s fact');
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job').dropColumn('feminineName').execute();
  await db.schema.alterTable('lawyer').dropColumn('feminineTitles').execute();
  await db.schema.alterTable('lawyer').dropColumn('latinFamilyName').execute();
  await db.schema.alterTable('lawyer').dropColumn('latinName').execute();
  await db.schema.alterTable('office').dropColumn('address').execute();
  for (const table of labelTables) {
    await db.schema.dropIndex(`${table}_no`).execute();
    await db.schema.alterTable(table).dropColumn('no').execute();
  }
}
