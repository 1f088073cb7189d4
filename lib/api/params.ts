import { z } from './zod';
import { workflowStatuses } from '../validation/workflow';
import type { Context } from 'hono';
import { defaultLangCode, isSiteLangCode, siteLangCodes, type LangCode } from '@/i18n/locales';
import { InvalidInputError } from '../errors';
import { langField } from '../validation/translation-group';
import type { PageRequest } from '../services/page-request';

/** A query value as sent: '' counts as absent. `Sent` is what a client may put there (the back office's calls are typed by it). */
export const blankAbsent =
  <Sent>() =>
  (value: Sent | '' | undefined) =>
    value === '' ? undefined : value;

/** The largest id an integer column holds (PostgreSQL `integer`); a larger one is a 400, not a database error. */
const MAX_ID = 2_147_483_647;

/** An optional whole number in a query string; '' counts as absent. */
export function queryInt(min: number, max = MAX_ID) {
  return z.preprocess(blankAbsent<number | string>(), z.coerce.number().int().min(min).max(max).optional());
}

// A NUL would end SQLite's LIKE pattern early (matching too much), and PostgreSQL refuses it.
const withoutNul = [(value: string) => !value.includes('\u0000'), 'must not contain NUL characters'] as const;

/** An optional text filter in a query string; '' counts as absent. */
export const queryText = z.preprocess(
  blankAbsent<string>(),
  z
    .string()
    .trim()
    .max(200)
    .refine(...withoutNul)
    .optional(),
);

export const pagingQuery = z.object({
  pageNo: queryInt(1).openapi({ description: 'Page number, from 1 (alias: page)' }),
  page: queryInt(1).openapi({ description: 'Alias of pageNo' }),
  pageSize: queryInt(1, 100).openapi({ description: 'Items per page, 1 to 100; default 10' }),
  total: z.string().optional().openapi({ description: 'Accepted and ignored' }),
});

/** A page as the query asked for it: `PageRequest` for the services, and its number. */
export interface Paging extends PageRequest {
  pageNo: number;
}

export function pagingOf(query: { pageNo?: number; page?: number; pageSize?: number }): Paging {
  const pageNo = query.pageNo ?? query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export const langQuery = z.object({
  lang: z.preprocess(blankAbsent<LangCode>(), langField.optional()),
});

export const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

export const noQuery = z.object({
  no: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine(...withoutNul),
});

/** The request's language: query `lang`, else header `lang`, else English. Unknown is 400. */
export function requestLang(c: Context): LangCode {
  const value = c.req.query('lang') || c.req.header('lang') || defaultLangCode();
  if (!isSiteLangCode(value))
    throw new InvalidInputError('lang', '{field} must be one of {values}', { values: siteLangCodes().join(', ') });
  return value;
}

/** `status`: only versions in this editorial status (staff lists of workflow content). */
export const statusQuery = z.object({
  status: z.enum(workflowStatuses).optional().openapi({ description: 'Only versions in this editorial status' }),
});
