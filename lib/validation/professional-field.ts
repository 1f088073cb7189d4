import { z } from 'zod';
import { workflowInputFields, workflowViewFields } from './workflow';
import { groupNo, itemArray, langField, linkUrl } from './translation-group';

/** One language version of a practice area; versions of one area share `no`. */
export const professionalFieldSchema = z.object({
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

const professionalFieldUpdateSchema = professionalFieldSchema.extend({ id: z.number().int().positive() });

export const professionalFieldArraySchema = itemArray(professionalFieldSchema);
export const professionalFieldUpdateArraySchema = itemArray(professionalFieldUpdateSchema);

/** Drag and drop: the source takes the target's place in its language's order. */
export const professionalFieldSortSchema = z.object({
  sourceId: z.number().int().positive(),
  targetId: z.number().int().positive(),
});

export type ProfessionalFieldInput = z.infer<typeof professionalFieldSchema>;

/** A practice-area version as the API returns it. */
export const professionalFieldView = z.object({
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

/** ProfessionalField as the back office reads it: the current version with its editorial state. */
export const professionalFieldAdminView = professionalFieldView.extend(workflowViewFields);

export type AdminProfessionalField = z.infer<typeof professionalFieldAdminView>;
