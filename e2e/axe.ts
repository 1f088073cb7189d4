import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeScope {
  /** A selector: only what is inside it is checked (a form, an open dialog). */
  within?: string;
  /** axe's best practices too, beyond WCAG. */
  bestPractice?: boolean;
}

/**
 * axe's violations on the page, one line each: the rule, what it asks, and where it failed. Only
 * violations are gathered in full, which saves axe part of its work on every check.
 */
export async function axeViolations(page: Page, { within, bestPractice = false }: AxeScope = {}): Promise<string[]> {
  // `options` first: it replaces every option, the tags included.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(bestPractice ? [...wcagTags, 'best-practice'] : wcagTags);
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map(({ id, help, nodes }) => `${id} (${help}) at ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export async function expectNoAxeViolations(page: Page, scope?: AxeScope): Promise<void> {
  expect(await axeViolations(page, scope)).toEqual([]);
}
