import { z } from 'zod';
import { langField } from './translation-group';

/** The site's language settings: `fallback`, the language shown where a reader's has no version (null: none). */
export const languageConfigSchema = z.strictObject({
  fallback: langField.nullable(),
});

export type LanguageConfig = z.infer<typeof languageConfigSchema>;
