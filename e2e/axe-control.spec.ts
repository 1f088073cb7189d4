import { expect, test } from './fixtures';
import { axeViolations } from './axe';

// Every accessibility check of the suite goes through axeViolations: this shows it sees a fault.
test('control: axe reports a picture without a text and faint words planted on a page, and only where it is asked to look', async ({
  page,
}) => {
  await page.goto('/about');
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="planted"><img src="/icon.svg"><p style="color:#ccc;background:#fff">faint words</p></div>',
    ),
  );
  const found = await axeViolations(page);
  expect(found).toHaveLength(2);
  expect(found).toEqual(
    expect.arrayContaining([expect.stringMatching(/^color-contrast .* at #planted > p$/), expect.stringMatching(/^image-alt .* at img/)]),
  );
  expect(await axeViolations(page, { within: '#planted' })).toHaveLength(2);
  expect(await axeViolations(page, { within: 'main' })).toEqual([]);
});
