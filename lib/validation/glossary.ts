import { z } from 'zod';
import { translationKinds } from './translations';
import { flag } from './translation-group';

/** How long a term, a rendering and a note may be, and how many terms one import may bring. */
export const glossaryLimits = { term: 200, rendering: 200, note: 1000, importRows: 5000 } as const;

/** A term as staff write it: in the site's default language, with its renderings by language code, or not translated. */
export const glossaryTermSchema = z.object({
  term: z.string().trim().min(1).max(glossaryLimits.term),
  doNotTranslate: flag.optional(),
  renderings: z.record(z.string().max(16), z.string().trim().max(glossaryLimits.rendering)).optional(),
  note: z.string().trim().max(glossaryLimits.note).optional(),
});
export type GlossaryTermInput = z.output<typeof glossaryTermSchema>;

export const glossaryTermView = z.object({
  id: z.number(),
  term: z.string(),
  doNotTranslate: z.number().describe('1: the term stays as written in every language'),
  renderings: z
    .record(z.string(), z.string())
    .describe('By served language code, other than the default; a language without one is absent'),
  note: z.string(),
  updateTime: z.string(),
});
export type GlossaryTermView = z.infer<typeof glossaryTermView>;

/** A CSV file's text (as exported: a column per served language, then `doNotTranslate` and `note`). */
export const glossaryImportSchema = z.object({ csv: z.string().min(1) });

export const glossaryImportView = z.object({ created: z.number(), updated: z.number(), unchanged: z.number() });
export type GlossaryImportReport = z.infer<typeof glossaryImportView>;

const glossaryMatchView = z.object({
  term: z.string(),
  source: z.string().describe('The term as the source language writes it'),
  rendering: z.string().nullable().describe('What the translation should say'),
  doNotTranslate: z.boolean(),
  note: z.string(),
});

/** The glossary's terms in a version's source whose rendering its saved text lacks. */
export const glossaryCheckView = z.object({
  kind: z.enum(translationKinds),
  id: z.number(),
  lang: z.string(),
  sourceLang: z.string().nullable().describe('Null for an original'),
  missing: z.array(glossaryMatchView),
});
export type GlossaryCheck = z.infer<typeof glossaryCheckView>;
