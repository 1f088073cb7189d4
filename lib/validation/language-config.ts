import { z } from 'zod';
import { langField } from './translation-group';

/**
 * The site's language settings: `fallback`, whose version an item without one in a reader's
 * language shows (that language's, else the item's source); the default language until set;
 * null: off, each language shows only what is translated into it.
 */
export const languageConfigSchema = z.strictObject({
  fallback: langField.nullable(),
});

export type LanguageConfig = z.infer<typeof languageConfigSchema>;
