import { expect, type Locator, type Page } from '@playwright/test';

// What a keyboard user sees: at every stop of Tab, the focus shows and nothing covers it.

interface FocusState {
  /** What is wrong with how the focus shows, or null. */
  problem: string | null;
  /** Whether the focus is on the target element. */
  onTarget: boolean;
}

/**
 * Runs in the page, on the target element: the focused element must match :focus-visible, draw an
 * outline, and not be hidden under anything the page keeps in place, such as a sticky header or an
 * editor's action bar (WCAG 2.4.11): the middle of its part inside the window is the element
 * itself, not what covers it.
 */
function inspectFocus(target: Element): FocusState {
  const element = document.activeElement as HTMLElement;
  const name = element.outerHTML.slice(0, 120);
  const onTarget = element === target;
  if (!element.matches(':focus-visible')) return { problem: `${name} has the focus without :focus-visible`, onTarget };
  const { outlineStyle, outlineWidth } = getComputedStyle(element);
  if (outlineStyle === 'none' || parseFloat(outlineWidth) === 0)
    return { problem: `${name} draws no outline (${outlineStyle} ${outlineWidth})`, onTarget };
  const box = element.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const hit = bottom > top ? document.elementFromPoint(box.left + box.width / 2, (top + bottom) / 2) : null;
  if (hit && (element.contains(hit) || hit.contains(element))) return { problem: null, onTarget };
  return { problem: `${name} is under ${hit ? hit.outerHTML.slice(0, 100) : 'the window’s edge'}`, onTarget };
}

/** Presses `key` and checks how the focus shows where it lands. */
async function press(page: Page, key: string, target: Locator): Promise<boolean> {
  await page.keyboard.press(key);
  const { problem, onTarget } = await target.evaluate(inspectFocus);
  expect(problem).toBeNull();
  return onTarget;
}

/** Presses Tab until the target has the focus (it may have it already), checking every stop on the way. */
export async function tabTo(page: Page, target: Locator) {
  const { problem, onTarget } = await target.evaluate(inspectFocus);
  if (onTarget) return expect(problem).toBeNull();
  for (let presses = 0; presses < 80; presses += 1) if (await press(page, 'Tab', target)) return;
  throw new Error(`Tab never reached ${target}`);
}

/** Presses Tab from the top of the page to `last`, then Shift+Tab back to the first stop, checking the focus at every stop. */
export async function tabDownAndBack(page: Page, last: Locator) {
  let stops = 0;
  let reached = false;
  while (!reached && stops < 150) {
    reached = await press(page, 'Tab', last);
    stops += 1;
  }
  expect(reached, `Tab reaches ${last}`).toBe(true);
  // One press fewer: the first Tab came from the page itself.
  for (; stops > 1; stops -= 1) await press(page, 'Shift+Tab', last);
}
