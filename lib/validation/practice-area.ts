import { z } from 'zod';
import { workflowInputFields, workflowViewFields } from './workflow';
import { groupNo, itemArray, langField, linkUrl } from './translation-group';

/** One language version of a practice area; versions of one area share `no`. */
export const practiceAreaSchema = z.object({
  id: z.number().int().positive().optional(),
  no: groupNo.optional(),
  lang: langField,
  name: z.string().trim().min(1).max(200),
  /** Rich text (HTML), sanitised on save. */
  introduce: z.string().max(1_000_000).nullish(),
  iconUrl: linkUrl.nullish(),
  sort: z.number().int().min(0).optional(),
  ...workflowInputFields,
});

const practiceAreaUpdateSchema = practiceAreaSchema.extend({ id: z.number().int().positive() });

export const practiceAreaArraySchema = itemArray(practiceAreaSchema);
export const practiceAreaUpdateArraySchema = itemArray(practiceAreaUpdateSchema);

/** Drag and drop: the source takes the target's place in its language's order. */
export const practiceAreaSortSchema = z.object({
  sourceId: z.number().int().positive(),
  targetId: z.number().int().positive(),
});

export type PracticeAreaInput = z.infer<typeof practiceAreaSchema>;

/** A practice-area version as the API returns it. */
export const practiceAreaView = z.object({
  id: z.number(),
  no: z.string(),
  name: z.string(),
  introduce: z.string().nullable().describe('Rich text (sanitised HTML)'),
  iconUrl: z.string().nullable(),
  lang: z.string(),
  sort: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});

/** A practice area as the back office reads it: the current version with its editorial state. */
export const practiceAreaAdminView = practiceAreaView.extend(workflowViewFields);

export type AdminPracticeArea = z.infer<typeof practiceAreaAdminView>;
