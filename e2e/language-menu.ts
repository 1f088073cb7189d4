import type { Page } from '@playwright/test';

/** The header's entry for a language in its language menu. */
export const languageEntry = (page: Page, urlLocale: string) => page.getByTestId('site-header').getByTestId(`language-${urlLocale}`);

/** Opens the header's language menu and picks a language by its URL prefix (`zh`, `en`, `ar`…). */
export async function switchLanguage(page: Page, urlLocale: string) {
  await page.getByTestId('site-header').getByTestId('language-switcher').click();
  await languageEntry(page, urlLocale).click();
}
