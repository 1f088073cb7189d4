import { newNo } from '../ids';
import { daysAgo, idOf, remember, seedLangs, writtenIn, type IdsByKey, type SeedContext, type SeedLang } from './context';
import { html, type Written } from './content/html';
import { lawyers } from './content/lawyers';
import { feminineJobs, jobs, mailDomain, officeLines, offices } from './content/organisation';
import { practices } from './content/practices';
import { credentialsOf, spokenLanguages } from './content/profiles';

/**
 * A list kept per language (job titles, languages spoken): each entry once per language, the
 * versions of an entry sharing one `no`.
 */
async function insertLabels(ctx: SeedContext, table: 'job' | 'spokenLanguage', names: Record<string, Written<string>>): Promise<IdsByKey> {
  const ids: IdsByKey = new Map();
  for (const [index, [key, name]] of Object.entries(names).entries()) {
    const no = newNo();
    for (const lang of seedLangs()) {
      const row = await ctx.db
        .insertInto(table)
        .values({ no, lang, name: name[lang], sort: index + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      remember(ids, key, lang, row.id);
    }
  }
  return ids;
}

/** The offices, each once per language with its address there, the versions sharing one `no`. */
async function insertOffices(ctx: SeedContext): Promise<void> {
  for (const [index, office] of Object.values(offices).entries()) {
    const no = newNo();
    await ctx.db
      .insertInto('office')
      .values(seedLangs().map((lang) => ({ no, lang, name: office.name[lang], address: office.address[lang], sort: index + 1 })))
      .execute();
  }
}

/** The translation-group keys of the demo's lawyers and practice areas, by their content keys. */
export interface GroupNos {
  lawyers: Map<string, string>;
  practices: Map<string, string>;
}

async function insertPractices(ctx: SeedContext, nos: Map<string, string>): Promise<IdsByKey> {
  const ids: IdsByKey = new Map();
  const time = daysAgo(ctx, 540);
  for (const [index, [key, practice]] of Object.entries(practices).entries()) {
    // Each practice icon is also in the icon library, so staff can pick it again.
    await ctx.db
      .insertInto('icon')
      .values({ name: practice.name.en_US, iconUrl: ctx.images.icon(practice.glyph), createTime: time })
      .execute();
    const no = newNo();
    nos.set(key, no);
    for (const lang of seedLangs()) {
      const row = await ctx.db
        .insertInto('professionalField')
        .values({
          no,
          lang,
          name: practice.name[lang],
          introduce: html(practice.introduce[lang]),
          iconUrl: ctx.images.icon(practice.glyph),
          sort: index + 1,
          createTime: time,
          updateTime: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      remember(ids, key, lang, row.id);
    }
  }
  return ids;
}

/** A lawyer version's admissions, education and languages spoken. */
async function insertCredentials(
  ctx: SeedContext,
  lawyerTeamId: number,
  credentials: ReturnType<typeof credentialsOf>,
  languageIds: IdsByKey,
  lang: SeedLang,
): Promise<void> {
  await ctx.db
    .insertInto('lawyerAdmission')
    .values(credentials.admissions.map((admission, sort) => ({ lawyerTeamId, ...admission, sort })))
    .execute();
  await ctx.db
    .insertInto('lawyerEducation')
    .values(credentials.education.map((entry, sort) => ({ lawyerTeamId, ...entry, sort })))
    .execute();
  await ctx.db
    .insertInto('lawyerLanguage')
    .values(credentials.languages.map((key) => ({ lawyerTeamId, spokenLanguageId: idOf(languageIds, key, lang) })))
    .execute();
}

function email(name: string): string {
  return `${name.replace(/-/g, '.')}@${mailDomain}`;
}

/**
 * Job titles, offices, languages spoken, practice areas and the lawyers linked to them, each
 * lawyer in every language with their admissions and education (firms translate profiles first);
 * returns the lawyers' and practice areas' group keys.
 */
export async function seedPeople(ctx: SeedContext): Promise<GroupNos> {
  const nos: GroupNos = { lawyers: new Map(), practices: new Map() };
  const jobIds = await insertLabels(ctx, 'job', jobs);
  for (const [key, forms] of Object.entries(feminineJobs)) {
    for (const lang of writtenIn(forms))
      await ctx.db
        .updateTable('job')
        .set({ feminineName: forms[lang] })
        .where('id', '=', idOf(jobIds, key, lang))
        .execute();
  }
  await insertOffices(ctx);
  const languageIds = await insertLabels(ctx, 'spokenLanguage', spokenLanguages);
  const fieldIds = await insertPractices(ctx, nos.practices);

  for (const [index, lawyer] of lawyers.entries()) {
    const no = newNo();
    nos.lawyers.set(lawyer.key, no);
    const time = daysAgo(ctx, 500 - index, index);
    for (const lang of seedLangs()) {
      const { id } = await ctx.db
        .insertInto('lawyer')
        .values({
          no,
          lang,
          top: lawyer.top ? 1 : 0,
          photoUrl: ctx.images.portrait(lawyer.key),
          name: lawyer.name[lang],
          phoneNumber: `${officeLines[lawyer.office]}${lawyer.line}`,
          email: email(lawyer.key),
          office: offices[lawyer.office].name[lang],
          latinName: lawyer.latinName,
          latinFamilyName: lawyer.latinFamilyName,
          feminineTitles: lawyer.feminineTitles ? 1 : 0,
          intro: html(lawyer.intro[lang]),
          customContent: null,
          sort: index + 1,
          createTime: time,
          updateTime: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.db
        .insertInto('lawyerJob')
        .values(lawyer.jobs.map((job) => ({ lawyerTeamId: id, jobId: idOf(jobIds, job, lang) })))
        .execute();
      await ctx.db
        .insertInto('lawyerProField')
        .values(lawyer.fields.map((field) => ({ lawyerTeamId: id, professionalFieldId: idOf(fieldIds, field, lang) })))
        .execute();
      await insertCredentials(ctx, id, credentialsOf(lawyer.key, lang), languageIds, lang);
      if (lawyer.sections.length) {
        await ctx.db
          .insertInto('lawyerCustomContent')
          .values(
            lawyer.sections.map((section, sort) => ({
              lawyerTeamId: id,
              title: section.title[lang],
              content: html(section.content[lang]),
              sort: sort + 1,
            })),
          )
          .execute();
      }
    }
  }
  return nos;
}
