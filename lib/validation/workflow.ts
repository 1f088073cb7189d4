import { z } from 'zod';
import { contentKindList, kindNames, type ContentKind, type EntityOf } from '../content/kinds';
import { langField } from './translation-group';

export const workflowStatuses = ['draft', 'review', 'published', 'scheduled', 'archived'] as const;
export type WorkflowStatus = (typeof workflowStatuses)[number];

/** The kinds that go through the workflow (every kind), by the specification's path segment. */
export const workflowEntities = contentKindList.map((kind) => kindNames[kind].entity);
export type WorkflowEntity = EntityOf<ContentKind>;

/** The kind each entity names. */
export const kindOfEntity = Object.fromEntries(contentKindList.map((kind) => [kindNames[kind].entity, kind])) as Record<
  WorkflowEntity,
  ContentKind
>;

export function isWorkflowEntity(value: string | null): value is WorkflowEntity {
  return (workflowEntities as readonly (string | null)[]).includes(value);
}

const instant = z.iso.datetime({ offset: true }).nullable().describe('ISO 8601 instant, or null');

/** What a save may add to each language version; every field is optional (see README: editorial workflow). */
export const workflowInputFields = {
  status: z
    .enum(workflowStatuses)
    .optional()
    .describe('Absent: a create is published (a draft when approval is required), an update keeps the status'),
  publishAt: instant.optional(),
  unpublishAt: instant.optional(),
  version: z.number().int().positive().optional().describe('The version the editor loaded: another stored version is a 409'),
  comment: z.string().trim().max(2000).optional().describe("An administrator's note when returning a version to draft"),
  sourceLang: langField
    .optional()
    .describe(
      "The language this version is translated from (another of its group's); absent: the group's version in the site's default language, else its most recently published other version",
    ),
};

export type WorkflowInput = { [K in keyof typeof workflowInputFields]?: z.infer<(typeof workflowInputFields)[K]> };

/** The editorial state every admin item of a workflow kind carries. */
export const workflowViewFields = {
  status: z.enum(workflowStatuses),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  version: z.number().int(),
  published: z.number().describe('1 while a published text is live for visitors'),
  reviewNote: z.string().nullable().describe('What an administrator said when returning the version to draft'),
};

export type WorkflowState = z.infer<z.ZodObject<typeof workflowViewFields>>;

export const revisionSummaryView = z.object({
  id: z.number(),
  entity: z.enum(workflowEntities),
  itemId: z.number(),
  lang: z.string(),
  version: z.number(),
  status: z.enum(workflowStatuses),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  title: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  comment: z.string().nullable(),
  createTime: z.string(),
  restoredFrom: z.number().nullable().describe('The version a restore brought back'),
  bySchedule: z.number().describe('1 when the schedule published or unpublished the version, not a person'),
  approved: z.number().describe('1 when its author (`userName`) published or scheduled the version that was waiting for review'),
});
export type RevisionSummary = z.infer<typeof revisionSummaryView>;

export const revisionView = revisionSummaryView.extend({
  data: z.record(z.string(), z.unknown()).describe('The item as the back office read it after that save'),
  words: z
    .record(z.string(), z.union([z.string(), z.array(z.string()), z.boolean(), z.null()]))
    .describe(
      "The version as its editor shows it, in the editor's order: texts, the names of what it picks (`folder`, `jobs`, `lawyers`, `practiceAreas`…, named today), pictures by their file's name, flags as true or false",
    ),
});
export type Revision = z.infer<typeof revisionView>;

export const reviewQueueItemView = z.object({
  entity: z.enum(workflowEntities),
  id: z.number(),
  no: z.string().nullable().describe("The translation group's key (a banner's picture, a legal document's name)"),
  lang: z.string(),
  title: z.string(),
  version: z.number(),
  userName: z.string().nullable(),
  updateTime: z.string(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemView>;

export const workflowConfigSchema = z.object({
  approvalRequired: z.union([z.literal(0), z.literal(1)]).describe('1: editors submit for review; administrators publish'),
});
export type WorkflowConfig = z.infer<typeof workflowConfigSchema>;

export const previewLinkView = z.object({
  url: z.string().describe('A signed link to the current version on the public layout, good for 24 hours'),
  expiresAt: z.string().describe('When the link stops working (ISO 8601, UTC)'),
});
