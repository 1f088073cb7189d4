import { z } from 'zod';
import { CatalogType } from '../db/schema';
import { groupNo, itemArray, langField } from './translation-group';

const catalogTypeField = z.number().int().min(CatalogType.NEWS).max(CatalogType.DEALS);

/** One catalog (category) of news (type 0) or deals (type 1); no parentId (or 0) makes a root. */
export const catalogSchema = z.object({
  id: z.number().int().positive().optional(),
  no: groupNo.optional(),
  lang: langField,
  name: z.string().trim().min(1).max(100),
  type: catalogTypeField,
  parentId: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((value) => value || null),
});

export const catalogArraySchema = itemArray(catalogSchema);

export const catalogSortSchema = z.object({
  sourceId: z.number().int().positive(),
  targetId: z.number().int().positive(),
});

export type CatalogInput = z.infer<typeof catalogSchema>;
