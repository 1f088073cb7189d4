import { z } from 'zod';
import { isLangCode, siteLangCodes, supportedLangCodes, type LangCode } from '@/i18n/locales';

/** Items of one translation group share `no`; each language appears once in a group. */
export const groupNo = z.string().trim().min(1).max(64);

/**
 * A language this site serves. A string first, so a missing lang reads `lang is required`. The
 * browser has no `SITE_LANGUAGES`: there a form accepts any language the product supports, and
 * the server refuses one it does not serve. What it gives is a `LangCode`: the one place a
 * language sent to the API or typed in a form becomes one.
 */
export const langField = z
  .string()
  .superRefine((value, context) => {
    const served: readonly string[] = typeof window === 'undefined' ? siteLangCodes() : supportedLangCodes();
    if (!served.includes(value)) context.addIssue({ code: 'invalid_value', values: [...served], input: value, continue: false });
  })
  // Passed by every code the check above lets through (which stops the checks that follow).
  .refine((value): value is LangCode => isLangCode(value));

/** Exactly 0 or 1 (no booleans). */
export const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** A 0/1 flag; `true`/`false` are accepted on write and stored as 1/0. */
export const flag = z.preprocess(
  (value: number | boolean) => (typeof value === 'boolean' ? Number(value) : value),
  z.number().int().min(0).max(1),
);

// An http(s) address, or a path on this site (an uploaded file). Browsers read `/\` like `//`
// (another host), so a path may not start with either; no other scheme (javascript:, data:).
const isLink = (value: string) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^/\\\s][^\s]*$/.test(value);
const linkMessage = { message: 'Must be an http(s) address or a path starting with /' };

/** An optional link or picture address ('' allowed). */
export const linkUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => value === '' || isLink(value), linkMessage);

/** A required picture address: an upload's path or an http(s) address. */
export const imageUrl = z.string().trim().min(1).max(1000).refine(isLink, linkMessage);

/**
 * The body of a create or update call: an array of language versions. A single object is
 * accepted too and treated as an array of one.
 */
export function itemArray<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value: z.input<T>[] | z.input<T>) => (Array.isArray(value) || value === undefined ? value : [value]),
    z.array(item).min(1).max(20),
  );
}
