import { z } from 'zod';
import { workflowInputFields, workflowViewFields } from './workflow';
import { itemArray, langField } from './translation-group';

export const legalDocumentNames = ['privacy', 'term-condition'] as const;
export type LegalDocumentName = (typeof legalDocumentNames)[number];

const legalDocumentNameField = z.string().pipe(z.enum(legalDocumentNames));

/** The privacy policy or the terms and conditions in one language. */
export const legalDocumentSchema = z.object({
  name: legalDocumentNameField,
  lang: langField,
  title: z.string().trim().min(1).max(300),
  /** Rich text (HTML), sanitised on save. */
  content: z.string().min(1).max(1_000_000),
  ...workflowInputFields,
});

export const legalDocumentArraySchema = itemArray(legalDocumentSchema);

export type LegalDocumentInput = z.infer<typeof legalDocumentSchema>;

/** A legal document as the API returns it. */
export const legalDocumentView = z.object({
  id: z.number(),
  name: z.string().describe('`privacy` or `term-condition`'),
  lang: z.string(),
  title: z.string(),
  content: z.string().describe('Rich text (sanitised HTML)'),
  updateTime: z.string(),
});

/** LegalDocument as the back office reads it: the current version with its editorial state. */
export const legalDocumentAdminView = legalDocumentView.extend(workflowViewFields);
