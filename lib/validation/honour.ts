import { z } from 'zod';
import { workflowInputFields, workflowViewFields } from './workflow';
import { flag, groupNo, imageUrl, itemArray, langField } from './translation-group';
import { publicationLinkFields, publicationLinkViewFields, publicationViewFields } from './publication';

/** One language version of an honour (award or ranking). */
export const honourSchema = z.object({
  id: z.number().int().positive().optional(),
  no: groupNo.optional(),
  lang: langField,
  coverUrl: imageUrl,
  title: z.string().trim().min(1).max(300),
  content: z.string().max(1_000_000).nullish(),
  top: flag.optional(),
  ...publicationLinkFields,
  ...workflowInputFields,
});

export const honourArraySchema = itemArray(honourSchema);

export type HonourInput = z.infer<typeof honourSchema>;

/** An honour as the API returns it. */
export const honourView = z.object({ ...publicationViewFields, ...publicationLinkViewFields });

/** Honour as the back office reads it: the current version with its editorial state. */
export const honourAdminView = honourView.extend(workflowViewFields);

export type AdminHonour = z.infer<typeof honourAdminView>;
