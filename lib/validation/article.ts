import { z } from 'zod';
import { workflowInputFields, workflowViewFields } from './workflow';
import { flag, groupNo, imageUrl, itemArray, langField, linkUrl } from './translation-group';
import { publicationLinkFields, publicationLinkViewFields, publicationViewFields } from './publication';

/** One language version of a news article or deal. */
export const articleSchema = z
  .object({
    id: z.number().int().positive().optional(),
    no: groupNo.optional(),
    lang: langField,
    cataId: z.number().int().positive(),
    coverUrl: imageUrl,
    title: z.string().trim().min(1).max(300),
    isLink: flag,
    content: z.string().max(1_000_000).nullish(),
    note: z.string().trim().max(2000).nullish(),
    contentUrl: linkUrl.nullish(),
    top: flag.optional(),
    ...publicationLinkFields,
    ...workflowInputFields,
  })
  .refine((item) => item.isLink === 0 || !!item.contentUrl, {
    message: 'contentUrl is required when isLink is 1',
    path: ['contentUrl'],
  })
  .refine((item) => item.isLink === 0 || /^https?:\/\//i.test(item.contentUrl ?? ''), {
    message: 'contentUrl must be an http(s) address when isLink is 1',
    path: ['contentUrl'],
  });

export const articleArraySchema = itemArray(articleSchema);

export type ArticleInput = z.infer<typeof articleSchema>;

/** A news article or deal as the API returns it. */
export const articleView = z.object({
  ...publicationViewFields,
  ...publicationLinkViewFields,
  cataId: z.number(),
  contentUrl: z.string().nullable(),
  isLink: z.number().describe('1: an external article at contentUrl'),
  note: z.string().nullable(),
});

/** Article as the back office reads it: the current version with its editorial state. */
export const articleAdminView = articleView.extend(workflowViewFields);

export type AdminArticle = z.infer<typeof articleAdminView>;
