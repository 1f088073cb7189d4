import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const withId = (db: Kysely<any>, name: string): CreateTableBuilder<string, never> =>
  isPostgres(db)
    ? db.schema.createTable(name).addColumn('id', 'serial', (col) => col.primaryKey())
    : db.schema.createTable(name).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

/**
 * Fuller lawyer profiles: the languages a lawyer speaks, chosen from a list staff keep per
 * language as they keep job titles (`spokenLanguage`, linked by `lawyerLanguage`), and their
 * admissions and education as ordered rows of each version (`lawyerAdmission`, `lawyerEducation`).
 * Existing profiles start with none of them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'spokenLanguage')
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('spoken_language_lang').on('spokenLanguage').columns(['lang', 'sort']).execute();

  await db.schema
    .createTable('lawyerLanguage')
    .addColumn('lawyerTeamId', 'integer', (col) => col.notNull().references('lawyer.id').onDelete('cascade'))
    .addColumn('spokenLanguageId', 'integer', (col) => col.notNull().references('spokenLanguage.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('lawyer_language_pk', ['lawyerTeamId', 'spokenLanguageId'])
    .execute();
  await db.schema.createIndex('lawyer_language_language').on('lawyerLanguage').columns(['spokenLanguageId', 'lawyerTeamId']).execute();

  await withId(db, 'lawyerAdmission')
    .addColumn('lawyerTeamId', 'integer', (col) => col.notNull().references('lawyer.id').onDelete('cascade'))
    .addColumn('jurisdiction', 'text', (col) => col.notNull())
    .addColumn('year', 'integer')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('lawyer_admission_lawyer').on('lawyerAdmission').columns(['lawyerTeamId', 'sort']).execute();

  await withId(db, 'lawyerEducation')
    .addColumn('lawyerTeamId', 'integer', (col) => col.notNull().references('lawyer.id').onDelete('cascade'))
    .addColumn('institution', 'text', (col) => col.notNull())
    .addColumn('qualification', 'text')
    .addColumn('year', 'integer')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('lawyer_education_lawyer').on('lawyerEducation').columns(['lawyerTeamId', 'sort']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lawyerEducation').execute();
  await db.schema.dropTable('lawyerAdmission').execute();
  await db.schema.dropTable('lawyerLanguage').execute();
  await db.schema.dropTable('spokenLanguage').execute();
}
