// The page frame in index.html is painted before the portal's code has arrived, under the strict
// CSP, and React replaces it with the real page.
import { expect, test } from './support/fixtures';
import { signInAsPersona } from './support/sign-in';

test('the page frame is painted from the HTML while the code loads, then the page replaces it', async ({
  page,
}) => {
  await signInAsPersona(page, 'member-active');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the entry script back: whatever shows meanwhile came from the HTML alone.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.goto('/mijn-pensioen');
  const frame = page.locator('#root > .portal-shell');
  await expect(frame.locator('svg')).toBeVisible();
  await expect(frame).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('header')).toHaveCount(0);

  release();
  await loading;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.portal-shell')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('img').first()).toBeVisible();
});
