// The page frame as a member sees it at a phone's width and at a desktop's (spec §2 page chrome,
// §9 breakpoints): its look comes from a static stylesheet, so these check what is shown, not only
// what is in the DOM.
import type { Page } from '@playwright/test';
import { expect, test, expectAccessible } from './support/fixtures';
import { signInAsPersona } from './support/sign-in';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

/** Signs in as a member and opens `path` at `width` × `height`, waiting for its heading. */
async function openAt(page: Page, path: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await signInAsPersona(page, 'member-active');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('§2/§9 at 375 px the main menu is behind its button, which opens and closes it', async ({
  page,
}) => {
  await openAt(page, '/postvak', 375, 740);
  const button = menu(page).getByRole('button', { name: 'Menu' });
  const inbox = menu(page).getByRole('link', { name: /^Postvak/ });
  await expect(button).toBeVisible();
  await expect(inbox).toBeHidden();
  await expectAccessible(page);

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(inbox).toBeVisible();
  // One item under the other, the page's own item marked.
  const [first, second] = await Promise.all([
    menu(page).getByRole('link', { name: 'Overzicht' }).boundingBox(),
    menu(page).getByRole('link', { name: 'Mijn pensioen' }).boundingBox(),
  ]);
  expect(second!.y).toBeGreaterThan(first!.y);
  expect(second!.x).toBe(first!.x);
  await expect(inbox).toHaveAttribute('aria-current', 'page');
  await expect(inbox).toHaveCSS('border-bottom-color', 'rgb(0, 82, 138)');
  await expectAccessible(page);

  await button.click();
  await expect(inbox).toBeHidden();
});

test('§2/§9 at 1280 px the main menu is one row beside the logo, without its button', async ({
  page,
}) => {
  await openAt(page, '/mijn-pensioen', 1280, 800);
  await expect(menu(page).getByRole('button', { name: 'Menu' })).toBeHidden();
  const links = menu(page).getByRole('link');
  await expect(links).toHaveCount(5);
  const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
  expect(new Set(boxes.map((box) => box!.y)).size).toBe(1);
  const logo = await page
    .getByRole('link', { name: 'Mijn pensioen, naar de homepagina' })
    .boundingBox();
  expect(boxes[0]!.x).toBeGreaterThan(logo!.x + logo!.width);
  // The content is as wide as the 1200 px container, centred.
  const main = await page.locator('main > div').boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(main!.width).toBe(1200);
  expect(main!.x).toBe((width - 1200) / 2);
  await expectAccessible(page);
});

test('§2 the skip link is the first stop, shown when focused, and moves focus to main', async ({
  page,
}) => {
  await openAt(page, '/mijn-pensioen', 1280, 800);
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('§9 the baseline, the buttons and the focus ring come from the static stylesheets', async ({
  page,
}) => {
  await openAt(page, '/zelf-regelen/pensioenleeftijd/wijzigen', 1280, 800);
  // base.css: the theme's body text, no page margin.
  const body = page.locator('body');
  await expect(body).toHaveCSS('margin', '0px');
  await expect(body).toHaveCSS('color', 'rgb(26, 26, 26)');
  await expect(body).toHaveCSS('line-height', '24px');
  await expect(body).toHaveCSS('font-family', /^system-ui/);
  // button.module.css: the primary button, 44 px high at least, the theme's blue.
  const next = page.getByRole('button', { name: 'Volgende' }).filter({ visible: true });
  await expect(next).toHaveCSS('background-color', 'rgb(0, 82, 138)');
  await expect(next).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(next).toHaveCSS('min-height', '44px');
  await expect(next).toHaveCSS('border-radius', '4px');
  // The keyboard focus ring of base.css on a plain link, and the button's own.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveCSS('outline', 'rgb(0, 58, 99) solid 3px');
  await next.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await expect(next).toHaveCSS('outline', 'rgb(0, 58, 99) solid 3px');
  await expectAccessible(page);
});
