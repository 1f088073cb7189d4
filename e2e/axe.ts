import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/** The rules every page is held to: WCAG 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeScope {
  /** A selector: only what is inside it is checked (a form, an open dialog). */
  within?: string;
  /** axe's best practices too, beyond WCAG. */
  bestPractice?: boolean;
}

type WithAxe = { axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };

/**
 * axe's violations on the page, one line each: the rule, what it asks, and where it failed. axe
 * is loaded into the page once per document and run there. (Axe's Playwright builder opens a
 * second page to finish every check, built for pages with cross-origin frames, which the site has
 * none of: it took 1.7-2.5 s a check here, where loading axe takes 0.3 s and a run 0.25-0.3 s.)
 * Only violations are gathered in full, which saves axe part of its work on every check.
 */
export async function axeViolations(page: Page, { within, bestPractice = false }: AxeScope = {}): Promise<string[]> {
  // The back office names the screen in the tab once the screen has loaded its words.
  await expect(page).toHaveTitle(/\S/);
  // A notification fading in or out is read half-way through its colours: wait until nothing moves
  // (endless animations, a spinner, excepted).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((motion) => motion.playState !== 'running' || motion.effect?.getComputedTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(axe.source);
  const options: RunOptions = {
    resultTypes: ['violations'],
    // The site has no frames; a frame without axe in it would hold the run until axe gives up on it.
    iframes: false,
    runOnly: { type: 'tag', values: bestPractice ? [...wcagTags, 'best-practice'] : wcagTags },
  };
  const violations = await page.evaluate(
    async ({ within, options }) => (await (window as WithAxe).axe!.run(within ? { include: [within] } : document, options)).violations,
    { within, options },
  );
  return violations.map(({ id, help, nodes }) => `${id} (${help}) at ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export async function expectNoAxeViolations(page: Page, scope?: AxeScope): Promise<void> {
  expect(await axeViolations(page, scope)).toEqual([]);
}
