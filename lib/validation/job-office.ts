import { z } from 'zod';
import { groupNo, itemArray, langField } from './translation-group';

/** A job title or an office, by language: the values the people filters offer. */
export const jobOfficeSchema = z.object({
  id: z.number().int().positive().optional(),
  /** The entry this one translates (its group key); a new entry when absent. */
  no: groupNo.optional(),
  lang: langField,
  name: z.string().trim().min(1).max(200),
  sort: z.number().int().min(0).optional(),
});

const jobOfficeUpdateSchema = jobOfficeSchema.extend({ id: z.number().int().positive() });

export const jobOfficeArraySchema = itemArray(jobOfficeSchema);
export const jobOfficeUpdateArraySchema = itemArray(jobOfficeUpdateSchema);

export type JobOfficeInput = z.infer<typeof jobOfficeSchema>;

/** A job title or an office as the API returns it. */
export const jobOfficeView = z.object({ id: z.number(), no: z.string(), lang: z.string(), name: z.string(), sort: z.number() });

export type JobOrOffice = z.infer<typeof jobOfficeView>;

/** Text kept beside a name: '' or null clears it, absent keeps it. */
const detailText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** A job title: a name by language, and where the language says it otherwise of a woman, that form. */
const jobSchema = jobOfficeSchema.extend({ feminineName: detailText(200) });

export const jobArraySchema = itemArray(jobSchema);
export const jobUpdateSchema = jobSchema.extend({ id: z.number().int().positive() });
export const jobUpdateArraySchema = itemArray(jobUpdateSchema);

export type JobInput = z.infer<typeof jobSchema>;

/** A job title as the API returns it. */
export const jobView = jobOfficeView.extend({
  feminineName: z.string().nullable().describe('The title said of a woman, where the language says it otherwise (`شريكة`)'),
});

export type Job = z.infer<typeof jobView>;

/** An office: a name by language, and its full postal address as written in that language. */
const officeSchema = jobOfficeSchema.extend({
  /** Lines of the address may be separated by line breaks. */
  address: detailText(1000),
});

export const officeUpdateSchema = officeSchema.extend({ id: z.number().int().positive() });

export const officeArraySchema = itemArray(officeSchema);
export const officeUpdateArraySchema = itemArray(officeUpdateSchema);

export type OfficeInput = z.infer<typeof officeSchema>;

/** An office as the API returns it. */
export const officeView = jobOfficeView.extend({
  address: z.string().nullable().describe("The office's full postal address, written in its language (a vCard's ADR)"),
});

export type Office = z.infer<typeof officeView>;
