import { z } from 'zod';
import { translationKinds } from './translations';
import { workflowStatuses } from './workflow';

/** What became of one unit of an imported file. */
const xliffUnitResults = ['imported', 'outdated', 'unchanged', 'refused'] as const;

/**
 * Why a unit was refused: its codes would break the HTML (one missing, duplicated, unknown, or
 * moved out of its place), its id names nothing here, its language is not served, it has no
 * translation, the item's own rules refused the version (`invalid`, with the message), or
 * another unit of the same item was refused (an item is imported whole or not at all).
 */
const xliffRefusals = [
  'code-missing',
  'code-duplicated',
  'code-reordered',
  'code-unknown',
  'unknown-id',
  'language',
  'untranslated',
  'invalid',
  'item-refused',
] as const;
export type XliffRefusal = (typeof xliffRefusals)[number];

const xliffUnitReportView = z.object({
  id: z.string().describe('The unit id: `<kind>.<group key>.<field path>`'),
  lang: z.string().nullable().describe('The target language, when the site serves it'),
  result: z
    .enum(xliffUnitResults)
    .describe('imported (current), outdated (imported; its source changed since the export), unchanged, refused'),
  reasons: z.array(z.enum(xliffRefusals)),
  detail: z.string().nullable().describe('For `invalid`: what the item’s rules said'),
});
export type XliffUnitReport = z.infer<typeof xliffUnitReportView>;

const xliffDraftView = z.object({
  kind: z.enum(translationKinds),
  no: z.string(),
  lang: z.string(),
  id: z.number().describe('The version the import saved'),
  title: z.string(),
  status: z.enum(workflowStatuses).describe('draft, or review when approval is required'),
});
export type XliffDraft = z.infer<typeof xliffDraftView>;

export const xliffReportView = z.object({
  counts: z.object({ imported: z.number(), outdated: z.number(), unchanged: z.number(), refused: z.number() }),
  units: z.array(xliffUnitReportView),
  drafts: z.array(xliffDraftView).describe('The versions saved by this import, to open in the editor'),
});
export type XliffReport = z.infer<typeof xliffReportView>;
