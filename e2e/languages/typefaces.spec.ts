import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { escapeRegExp, languageName } from '../words';

/**
 * Typefaces and right-to-left details (app/globals.css), measured in the browser: Arabic is set in
 * one Arabic stack, Arabic and Chinese are never slanted, a quotation's bar and a list's markers
 * sit on the start side, the people filters' labels fit their fields, and the header's parts keep
 * apart on a small phone.
 */
const prefixes = { en: '', zh: '/zh', 'zh-hk': '/zh-hk', ms: '/ms', ar: '/ar' };

/** The families of a font-family value, unquoted. */
const familiesOf = (value: string) => value.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''));

/** The Arabic stack, as app/globals.css names it (`--font-arabic`). */
async function arabicStack(page: Page): Promise<string[]> {
  const value = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--font-arabic'));
  expect(value, 'globals.css names an Arabic stack').not.toBe('');
  return familiesOf(value);
}

/** The faces the browser drew an element's own text in (Chromium's DevTools protocol). */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test('Arabic: headings, the firm name, cards, menus, controls and quotations share one Arabic stack, in its faces', async ({ page }) => {
  await page.goto('/ar/people');
  const stack = await arabicStack(page);
  const parts = {
    'the page': 'body',
    'the heading': 'h1',
    "the firm's name": '[data-testid=firm-name]',
    "the footer's firm name": '[data-testid=footer-firm-name]',
    "a lawyer card's name": '.lawyer-card-name',
    'a section link': '.nav-link',
    'the language menu': '[data-testid=language-switcher]',
    'a filter': '[data-testid=people-filters] select',
    'the keyword field': '#people-keyword',
    'the Search button': '[data-testid=people-filters] button',
  };
  for (const [part, selector] of Object.entries(parts)) {
    const family = await page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(familiesOf(family), `${part} (${selector})`).toEqual(stack);
  }
  // Drawn in the stack's faces, not in one the system chose for letters the stack lacked.
  for (const selector of ['h1', '[data-testid=firm-name]', '.lawyer-card-name']) {
    const faces = await drawnIn(page, selector);
    expect(faces.length, selector).toBeGreaterThan(0);
    for (const face of faces) expect(stack, `${selector} drawn in ${face}`).toContain(face);
  }

  await page.goto('/ar/news');
  const stackHere = await arabicStack(page);
  const card = await page
    .locator('.article-card-title')
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(familiesOf(card), "a news card's title").toEqual(stackHere);
});

/** Adds a quotation, an emphasis and a list to a page's rich text, as staff would write them. */
async function withRichText(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const prose = page.locator('.prose-site').first();
  await prose.evaluate((element) =>
    element.insertAdjacentHTML(
      'afterbegin',
      '<p id="t-p"><em id="t-em">a</em> <i id="t-i">b</i> <cite id="t-cite">c</cite></p>' +
        '<blockquote id="t-quote"><p>d</p></blockquote><ul id="t-list"><li>e</li><li>f</li></ul>',
    ),
  );
  return prose;
}

for (const language of ['ar', 'zh-hk', 'zh'] as const) {
  test(`${language}: no slanted letters; emphasis by weight, a quotation by its bar and indent`, async ({ page }) => {
    await withRichText(page, `${prefixes[language]}/docs/privacy`);
    for (const id of ['t-em', 't-i', 't-cite', 't-quote']) {
      await expect(page.locator(`#${id}`), id).toHaveCSS('font-style', 'normal');
    }
    const weight = await page.locator('#t-em').evaluate((element) => Number(getComputedStyle(element).fontWeight));
    expect(weight, 'an emphasis is bolder').toBeGreaterThanOrEqual(600);
    const bar = await page.locator('#t-quote').evaluate((element) => {
      const style = getComputedStyle(element);
      return { start: style.borderInlineStartWidth, startPadding: parseFloat(style.paddingInlineStart) };
    });
    expect(bar.start).not.toBe('0px');
    expect(bar.startPadding).toBeGreaterThan(0);
  });
}

test('English keeps its italics', async ({ page }) => {
  await withRichText(page, '/docs/privacy');
  for (const id of ['t-em', 't-quote']) await expect(page.locator(`#${id}`), id).toHaveCSS('font-style', 'italic');
});

for (const width of [1280, 390]) {
  test(`Arabic at ${width} px: the quotation's bar and the list's markers on the right, inside the text column`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const prose = await withRichText(page, '/ar/docs/privacy');
    const column = (await prose.boundingBox())!;
    const quote = await page.locator('#t-quote').evaluate((element) => {
      const style = getComputedStyle(element);
      return { left: style.borderLeftWidth, right: style.borderRightWidth, paddingRight: parseFloat(style.paddingRight) };
    });
    expect(quote.right, 'the bar is on the right').not.toBe('0px');
    expect(quote.left, 'and not on the left').toBe('0px');
    expect(quote.paddingRight, 'the text is indented from the bar').toBeGreaterThan(0);
    const list = (await page.locator('#t-list').boundingBox())!;
    const item = (await page.locator('#t-list li').first().boundingBox())!;
    // Markers stand outside their item, in the list's start padding: room on the right, within the column.
    expect(list.x + list.width, 'the list keeps within the column').toBeLessThanOrEqual(column.x + column.width + 0.5);
    expect(list.x + list.width - (item.x + item.width), "the markers' room on the right").toBeGreaterThanOrEqual(16);
    expect(await page.locator('#t-list').evaluate((element) => getComputedStyle(element).paddingLeft)).toBe('0px');
  });
}

/**
 * The words shown in a control that overrun it. A button and a field say so by their scrollWidth
 * (a field's placeholder is put in as its value for the measure); a select clips its chosen option
 * without any, so the option's text is set in a probe with the select's font and measured against
 * the room inside the select's padding.
 */
async function clippedLabels(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((controls) => {
    const clipped: string[] = [];
    const overrun = (text: string | null, wide: number, room: number) => {
      if (wide > room) clipped.push(`${text} (${wide} > ${room})`);
    };
    for (const control of controls as HTMLElement[]) {
      if (!control.getClientRects().length) continue;
      if (control instanceof HTMLInputElement) {
        const value = control.value;
        control.value = value || control.placeholder;
        overrun(control.value, control.scrollWidth, control.clientWidth);
        control.value = value;
      } else if (control instanceof HTMLSelectElement) {
        const style = getComputedStyle(control);
        const probe = document.createElement('span');
        probe.textContent = control.selectedOptions[0]?.text ?? '';
        probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre';
        for (const property of ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'letterSpacing'] as const)
          probe.style[property] = style[property];
        document.body.append(probe);
        overrun(probe.textContent, probe.scrollWidth, control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
        probe.remove();
      } else {
        overrun(control.textContent, control.scrollWidth, control.clientWidth);
      }
    }
    return clipped;
  });
}

for (const width of [1280, 390]) {
  test(`no filter label is clipped at ${width} px, in any language`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const prefix of Object.values(prefixes)) {
      await page.goto(`${prefix}/people`);
      const filters = '[data-testid=people-filters] :is(select, input, button)';
      await expect(page.locator(filters)).toHaveCount(6);
      expect(await clippedLabels(page, filters), `${prefix}/people`).toEqual([]);
      for (const list of ['/news', '/case']) {
        await page.goto(`${prefix}${list}`);
        const chips = await page
          .locator('[data-testid=catalog-filter] .filter-chip')
          .evaluateAll((links) =>
            links
              .filter((link) => link.scrollWidth > link.clientWidth || link.getBoundingClientRect().right > innerWidth + 0.5)
              .map((link) => link.textContent),
          );
        expect(chips, `${prefix}${list}`).toEqual([]);
      }
    }
  });
}

for (const width of [360, 390]) {
  test(`the Malay header's parts keep apart at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/ms/home');
    const header = page.getByTestId('site-header');
    const parts = {
      logo: (await header.locator('.header-home > :first-child').boundingBox())!,
      "the firm's name": (await header.getByTestId('firm-name').boundingBox())!,
      'the language menu': (await header.getByTestId('language-switcher').boundingBox())!,
      'the menu button': (await header.getByTestId('menu-toggle').boundingBox())!,
    };
    expect(parts.logo.width, 'the logo keeps its size').toBeGreaterThanOrEqual(40);
    const nameFits = await header.getByTestId('firm-name').evaluate((name) => name.scrollWidth <= name.clientWidth);
    expect(nameFits, "the firm's name keeps within its box").toBe(true);
    const entries = Object.entries(parts);
    for (const [i, [nameA, a]] of entries.entries()) {
      expect(a.x, `${nameA} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width, `${nameA} ends on the screen`).toBeLessThanOrEqual(width);
      for (const [nameB, b] of entries.slice(i + 1)) {
        const apart = a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${nameA} and ${nameB} overlap`).toBe(true);
      }
    }
    // The language menu's button is a full touch target, and still says which language it is in.
    expect(parts['the language menu'].width).toBeGreaterThanOrEqual(44);
    await expect(header.getByTestId('language-switcher')).toHaveAccessibleName(new RegExp(escapeRegExp(languageName('ms_MY', 'ms'))));
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  });
}
