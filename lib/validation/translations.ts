import { z } from 'zod';
import { contentKindList, type ContentKind } from '../content/kinds';

/** The kinds with language versions (every kind), as the translation desk names them: the kinds' own names. */
export const translationKinds = contentKindList;
export type TranslationKind = ContentKind;

/** A language version's state against the version it was translated from. */
export const translationStatuses = ['missing', 'outdated', 'current'] as const;
export type TranslationStatus = (typeof translationStatuses)[number];

/** What the desk's list filters on: a status, or `todo` (missing or outdated: what is left to translate). */
export const translationStatusFilters = ['todo', ...translationStatuses] as const;
export type TranslationStatusFilter = (typeof translationStatusFilters)[number];

/** One group and target language. */
export const translationRowView = z.object({
  kind: z.enum(translationKinds),
  no: z.string().describe("The group's key (a legal document's name)"),
  lang: z.string().describe('The target language'),
  status: z.enum(translationStatuses),
  id: z.number().nullable().describe('The target version; null when missing'),
  sourceLang: z.string().nullable().describe('The language it is (or would be) translated from; null for an original'),
  sourceId: z.number().nullable(),
  title: z.string().describe("The source's title (an original's own)"),
  sourceUpdatedAt: z.string().describe("When the source's row last changed"),
});
export type TranslationRow = z.infer<typeof translationRowView>;

/** How many versions one language lacks or has out of date. */
export const translationCountView = z.object({
  lang: z.string(),
  missing: z.number(),
  outdated: z.number(),
});
export type TranslationCount = z.infer<typeof translationCountView>;

export const translationConfirmSchema = z.object({
  // A string first, so a missing kind reads `kind is required`.
  kind: z.string().pipe(z.enum(translationKinds)),
  id: z.number().int().positive().max(2_147_483_647),
});

/** A translated field of the source: its words when the translation was saved beside it, and now. */
const translationChangeView = z.object({
  field: z.string().describe("The source field; a lawyer's section by its place and part, as `customContents.0.title`"),
  then: z.string().nullable().describe('Null when the source has no record at all'),
  now: z.string(),
});

/** What a version was translated from, and which of the source's words changed since. */
export const translationChangesView = z.object({
  kind: z.enum(translationKinds),
  id: z.number(),
  status: z.enum(translationStatuses),
  sourceLang: z.string().nullable(),
  sourceId: z.number().nullable(),
  sourceRecorded: z
    .boolean()
    .describe(
      "False when no record of the source was kept when the version was translated (content older than the history): `then` is then the source's earliest record",
    ),
  changes: z.array(translationChangeView).describe('Only the fields whose words differ'),
});
export type TranslationChanges = z.infer<typeof translationChangesView>;
