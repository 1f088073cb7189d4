import type { PageErrorTexts } from './page-error-texts';

/** The `PageError` texts of a language's catalogue: a chunk of its own, with a loader per catalogue. */
export async function catalogueTexts(locale: string): Promise<PageErrorTexts> {
  return ((await import(`../../messages/${locale}.json`)) as { default: { PageError: PageErrorTexts } }).default.PageError;
}
