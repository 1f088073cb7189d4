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

/** A catalog as the API returns it. */
export const catalogView = z.object({
  id: z.number(),
  name: z.string(),
  no: z.string(),
  lang: z.string(),
  type: z.number().describe('0 news, 1 cases'),
  parentId: z.number().nullable(),
  sort: z.number(),
});

type Catalog = z.infer<typeof catalogView>;

/** A catalog with its sub-catalogs, in display order: the trees the API returns and the public pages show. */
export type CatalogNode = Catalog & { childrenList: CatalogNode[] };

/**
 * A catalog with its sub-catalogs. The document names their shape in words (it is this one),
 * and the type says it: zod infers no recursive type from this schema.
 */
export const catalogNodeView = catalogView.extend({
  childrenList: z.array(z.unknown()).describe('Sub-catalogs, each of this same shape, in display order'),
}) as z.ZodType<CatalogNode>;
