import { CatalogType, type CatalogTypeValue } from '../db/schema';
import type { KindsWith } from './kinds';

/** The three kinds of publication the firm shows: news, deals (case analyses) and honours. */
export type PublicationKind = KindsWith<'publication'>;

/** The kinds stored as articles, in catalogs of their own type. */
export type ArticleKind = Exclude<PublicationKind, 'honour'>;

/** The article (and catalog) type each article kind is stored under. */
export const articleTypeOf: Record<ArticleKind, CatalogTypeValue> = { news: CatalogType.NEWS, deal: CatalogType.DEALS };
