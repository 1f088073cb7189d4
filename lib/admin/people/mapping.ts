import { z } from 'zod';
import { lawyerSchema, type AdminLawyer } from '@/lib/validation/lawyer';
import { enabledItems } from '../translation-group';

/**
 * How the people editor (`components/admin/people/people-editor.tsx`) holds a lawyer's language
 * versions, and how they go to and from the API.
 */

// Photo, telephone, e-mail, the name in Latin script and the form of titles are the person's, entered once for every language version.
const personFields = {
  photoUrl: true,
  phoneNumber: true,
  email: true,
  latinName: true,
  latinFamilyName: true,
  feminineTitles: true,
} as const;

export const peopleFormSchema = lawyerSchema.pick(personFields).extend({
  items: z.array(lawyerSchema.omit(personFields).extend({ enabled: z.boolean() })),
});
export type PeopleFormInput = z.input<typeof peopleFormSchema>;
export type PeopleFormOutput = z.output<typeof peopleFormSchema>;

/** The entries of `lang` translating `ids` (the same `no`): the choices of a version being added. */
export function translationsOf(entries: { id: number; no: string; lang: string }[], ids: number[], lang: string): number[] {
  const nos = new Set(entries.filter((entry) => ids.includes(entry.id)).map((entry) => entry.no));
  return entries.filter((entry) => entry.lang === lang && nos.has(entry.no)).map((entry) => entry.id);
}

/** The form of the stored `versions`, one per language of `langCodes` (none: a new lawyer, written in `start` to begin with). */
export function peopleValues(versions: AdminLawyer[], langCodes: string[], start: string): PeopleFormInput {
  const first = versions[0];
  return {
    photoUrl: versions.find((version) => version.photoUrl)?.photoUrl ?? '',
    phoneNumber: first?.phoneNumber ?? '',
    email: first?.email ?? '',
    latinName: first?.latinName ?? '',
    latinFamilyName: first?.latinFamilyName ?? '',
    feminineTitles: first?.feminineTitles === 1,
    items: langCodes.map((lang) => {
      const version = versions.find((item) => item.lang === lang);
      return {
        // A new lawyer starts in one language; an existing one with those it has.
        enabled: first ? !!version : lang === start,
        id: version?.id,
        no: version?.no,
        lang,
        top: version?.top,
        name: version?.name ?? '',
        jobIds: version?.jobIds ?? version?.jobs?.map((job) => job.jobId) ?? [],
        proFieldIds: version?.proFieldIds ?? version?.proFields?.map((field) => field.professionalFieldId) ?? [],
        office: version?.office ?? '',
        intro: version?.intro ?? '',
        customContent: version?.customContent ?? null,
        customContents: (version?.customContents ?? []).map(({ title, content }) => ({ title, content: content ?? '' })),
        admissions: version?.admissions ?? [],
        education: (version?.education ?? []).map((entry) => ({ ...entry, qualification: entry.qualification ?? '' })),
        languageIds: version?.languageIds ?? [],
      };
    }),
  };
}

/** The API items of the versions written: each carries the person's fields, and joins group `no` (none: a new lawyer). */
export function peopleItems({ items, ...person }: PeopleFormOutput, no: string | undefined) {
  return enabledItems(items).map((item) => ({ ...item, ...person, no: no ?? item.no }));
}
