// The accessibility check every journey relies on (support/fixtures.ts `expectAccessible`) finds
// a violation when there is one: a check that passed everything would let every page through.
import { test, expect, expectAccessible } from './support/fixtures';
import { signInAsPersona } from './support/sign-in';

test('the accessibility check fails on a page with a violation, and again after the page changes', async ({
  page,
}) => {
  await signInAsPersona(page, 'member-active');
  await expect(page.getByRole('main')).toBeVisible();
  await expectAccessible(page);
  // An image without a text alternative (WCAG 1.1.1), added after axe is already in the page.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt/);
  await page.evaluate(() => document.querySelector('main img:last-child')?.remove());
  await expectAccessible(page);
});
