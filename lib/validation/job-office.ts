import { z } from 'zod';
import { itemArray, langField } from './translation-group';

/** A job title or an office, by language: the values the people filters offer. */
export const jobOfficeSchema = z.object({
  id: z.number().int().positive().optional(),
  lang: langField,
  name: z.string().trim().min(1).max(200),
  sort: z.number().int().min(0).optional(),
});

export const jobOfficeUpdateSchema = jobOfficeSchema.extend({ id: z.number().int().positive() });

export const jobOfficeArraySchema = itemArray(jobOfficeSchema);
export const jobOfficeUpdateArraySchema = itemArray(jobOfficeUpdateSchema);

export type JobOfficeInput = z.infer<typeof jobOfficeSchema>;

/** A job title or an office as the API returns it. */
export const jobOfficeView = z.object({ id: z.number(), lang: z.string(), name: z.string(), sort: z.number() });

export type JobOrOffice = z.infer<typeof jobOfficeView>;
