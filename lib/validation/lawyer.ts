import { z } from 'zod';
import { workflowInputFields, workflowViewFields } from './workflow';
import { flag, groupNo, itemArray, langField, linkUrl } from './translation-group';
import { isFamilyNameOf } from '../content/latin-name';

/** An e-mail address that may be left empty ('' and null are stored as null). */
export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, { message: 'Invalid email address' })
  .nullish()
  .transform((value) => value || null);

/** Ids of jobs, practice areas or languages spoken; duplicates collapse. */
const idList = z
  .array(z.number().int().positive())
  .max(100)
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);

/** The earliest year a profile may name. */
const FIRST_YEAR = 1900;

/** A year from 1900 to this one (checked when the value is parsed, so the bound moves with the calendar); may be left out. */
const pastYear = z
  .number()
  .int()
  .min(FIRST_YEAR)
  .refine((year) => year <= new Date().getUTCFullYear(), { message: 'A year in the future is not allowed' })
  .nullish()
  .transform((year) => year ?? null);

/** Where a lawyer is admitted to practise, and since when. */
const admissionSchema = z.object({
  jurisdiction: z.string().trim().min(1).max(300),
  year: pastYear,
});

/** A degree or qualification, where and when it was earned. */
const educationSchema = z.object({
  institution: z.string().trim().min(1).max(300),
  qualification: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((value) => value || null),
  year: pastYear,
});

const customContentSchema = z.object({
  title: z.string().trim().min(1).max(200),
  /** Rich text (HTML), sanitised on save. */
  content: z.string().max(200_000).nullish(),
});

/** A name in Latin script that may be left out ('' and null are stored as null). */
const latinText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || null);

/** One language version of a lawyer's profile; versions of one person share `no`. */
export const lawyerSchema = z.object({
  id: z.number().int().positive().optional(),
  no: groupNo.optional(),
  lang: langField,
  name: z.string().trim().min(1).max(200),
  /** The name the firm uses in Latin script, the same for every version of the group. */
  latinName: latinText,
  /** The family name: whole words of latinName (`latinFamilyNameCheck`). */
  latinFamilyName: latinText,
  /** 1: job titles in their feminine form where a language has one (`شريكة`); the same for every version. */
  feminineTitles: flag.optional(),
  top: flag.optional(),
  photoUrl: linkUrl.nullish(),
  jobIds: idList,
  proFieldIds: idList,
  /** The languages spoken: ids of the list of the version's language (GET /api/admin/spoken-language). */
  languageIds: idList,
  /** In display order. */
  admissions: z.array(admissionSchema).max(30).nullish(),
  /** In display order. */
  education: z.array(educationSchema).max(30).nullish(),
  phoneNumber: z.string().trim().max(60).nullish(),
  email: optionalEmail,
  office: z.string().trim().max(200).nullish(),
  /** Biography, rich text (HTML), sanitised on save. */
  intro: z.string().max(1_000_000).nullish(),
  customContent: z.string().max(1_000_000).nullish(),
  customContents: z.array(customContentSchema).max(50).nullish(),
  ...workflowInputFields,
});

/**
 * The family name in Latin script must be whole words of the Latin name, in their order; else an
 * issue at `latinFamilyName`. A refinement of the objects that hold both (`lawyerSchema` itself
 * stays a plain object, so that forms can pick its fields and extend them).
 */
function latinFamilyNameCheck(item: { latinName?: string | null; latinFamilyName?: string | null }, context: z.RefinementCtx) {
  if (item.latinFamilyName && !(item.latinName && isFamilyNameOf(item.latinName, item.latinFamilyName))) {
    context.addIssue({ code: 'custom', path: ['latinFamilyName'], message: 'Must be whole words of the name in Latin script' });
  }
}

/** The name in Latin script and its family name, checked together (the back office's form checks them so). */
export const latinNameSchema = lawyerSchema.pick({ latinName: true, latinFamilyName: true }).superRefine(latinFamilyNameCheck);

const lawyerUpdateSchema = lawyerSchema.extend({ id: z.number().int().positive() }).superRefine(latinFamilyNameCheck);

export const lawyerArraySchema = itemArray(lawyerSchema.superRefine(latinFamilyNameCheck));
export const lawyerUpdateArraySchema = itemArray(lawyerUpdateSchema);

export type LawyerInput = z.infer<typeof lawyerSchema>;

/** A lawyer's language version as the API returns it, with its jobs and practice areas. */
export const lawyerView = z.object({
  id: z.number(),
  no: z.string(),
  lang: z.string(),
  top: z.number(),
  photoUrl: z.string().nullable(),
  name: z.string(),
  latinName: z.string().nullable().describe('The name the firm uses in Latin script, the same in every language version'),
  latinFamilyName: z.string().nullable().describe('The family name: words of latinName (a vCard names the last word when it is null)'),
  feminineTitles: z.number().describe('1: job titles in their feminine form where a language has one, the same in every language version'),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  office: z.string().nullable(),
  intro: z.string().nullable().describe('Biography, rich text (sanitised HTML)'),
  customContent: z.string().nullable(),
  sort: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  jobs: z.array(z.object({ jobId: z.number(), lawyerTeamId: z.number(), name: z.string(), lang: z.string() })),
  jobIds: z.array(z.number()),
  proFields: z.array(z.object({ professionalFieldId: z.number(), lawyerTeamId: z.number(), name: z.string(), lang: z.string() })),
  proFieldIds: z.array(z.number()),
  customContents: z.array(z.object({ title: z.string(), content: z.string().nullable() })),
  admissions: z.array(z.object({ jurisdiction: z.string(), year: z.number().nullable() })),
  education: z.array(z.object({ institution: z.string(), qualification: z.string().nullable(), year: z.number().nullable() })),
  languageIds: z.array(z.number()),
  languages: z.array(z.object({ id: z.number(), name: z.string() })).describe("The languages spoken, named in the version's language"),
});

/** Lawyer as the back office reads it: the current version with its editorial state. */
export const lawyerAdminView = lawyerView.extend(workflowViewFields);

export type AdminLawyer = z.infer<typeof lawyerAdminView>;
