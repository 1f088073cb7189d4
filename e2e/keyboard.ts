import { expect, type Locator, type Page } from '@playwright/test';

// What a keyboard user sees: at every stop of Tab, the focus shows and nothing covers it.

/** The focused element shows an outline, as :focus-visible draws it. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      name: element.outerHTML.slice(0, 120),
      focusVisible: element.matches(':focus-visible'),
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
    };
  });
  expect(focus.focusVisible, focus.name).toBe(true);
  expect(focus.outline, focus.name).not.toMatch(/^none|\b0px$/);
}

/** Presses Tab until the target has the focus (it may have it already), checking that every stop on the way shows it. */
export async function tabTo(page: Page, target: Locator) {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < 80 && !(await focused()); presses += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
  }
  if (await focused()) return expectVisibleFocus(page);
  throw new Error(`Tab never reached ${target}`);
}

/**
 * The focused element is not hidden under anything the page keeps in place, such as a sticky
 * header or an editor's action bar (WCAG 2.4.11): the middle of its part inside the window is the element itself, not what covers it.
 */
async function expectFocusUncovered(page: Page) {
  const covered = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const hit = bottom > top ? document.elementFromPoint(box.left + box.width / 2, (top + bottom) / 2) : null;
    if (hit && (element.contains(hit) || hit.contains(element))) return null;
    return `${element.outerHTML.slice(0, 100)} is under ${hit ? hit.outerHTML.slice(0, 100) : 'the window’s edge'}`;
  });
  expect(covered).toBeNull();
}

/** Presses Tab from the top of the page to `last`, then Shift+Tab back to the first stop, checking the focus at every stop. */
export async function tabDownAndBack(page: Page, last: Locator) {
  const atLast = () => last.evaluate((element) => element === document.activeElement);
  let stops = 0;
  for (; stops < 150 && !(await atLast()); stops += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await expectFocusUncovered(page);
  }
  expect(await atLast(), `Tab reaches ${last}`).toBe(true);
  // One press fewer: the first Tab came from the page itself.
  for (; stops > 1; stops -= 1) {
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(page);
    await expectFocusUncovered(page);
  }
}
