// Issue 20 item 9 / spec §8: a new release while a member is signed in removes the old build's
// chunks. The next lazily loaded part fails to load; the portal says a new version is out and
// offers a reload, and the wizard's answers survive it (drafts live in session storage).
import { test, expect, expectAccessible } from './support/fixtures';
import {
  clickNext,
  field,
  fillStep,
  flowFile,
  openWizard,
  stepReady,
  texts,
} from './support/flows';
import { signInAsPersona } from './support/sign-in';
import { resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

const PENSION_AGE = flowFile('pension-age');

test('§8 a chunk that is gone shows the new-version page; after the reload the wizard keeps its answers', async ({
  page,
}) => {
  await signInAsPersona(page, 'member-active');
  await openWizard(page, PENSION_AGE);
  await fillStep(page, 'kies-pensioenleeftijd', { type: 'specific', years: 66, months: 3 });
  expect(await clickNext(page, PENSION_AGE)).toBe('step');
  await stepReady(page, 'wat-betekent-dit');

  // The new release: every chunk of this build not loaded yet is gone.
  const gone: string[] = [];
  await page.route('**/assets/*.js', (route) => {
    gone.push(route.request().url());
    return route.abort();
  });
  // Leaving asks first, in a modal whose code loads now.
  await page
    .getByRole('navigation', { name: texts.nl['chrome.menu.label'] })
    .getByRole('link', { name: texts.nl['chrome.menu.inbox'] })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: texts.nl['app.newVersion.title'] }),
  ).toBeVisible();
  expect(gone.length).toBeGreaterThan(0);
  await expect(page.getByText(texts.nl['app.newVersion.text']!)).toBeVisible();
  await expect(page).toHaveURL(/\/wijzigen\?stap=wat-betekent-dit$/);
  await expectAccessible(page);

  // The new build is there; the reload gets it, and the wizard is where the member left it.
  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: texts.nl['app.newVersion.reload'] }).click();
  await stepReady(page, 'wat-betekent-dit');
  await page.goBack();
  await stepReady(page, 'kies-pensioenleeftijd');
  await expect(
    field(page, 'kies-pensioenleeftijd', 'type').locator('input[value="specific"]'),
  ).toBeChecked();
  await expect(field(page, 'kies-pensioenleeftijd', 'years').locator('input')).toHaveValue('66');
  await expect(field(page, 'kies-pensioenleeftijd', 'months').locator('input')).toHaveValue('3');
});

test('§8 in English, a page whose code is gone says so too', async ({ page }) => {
  await signInAsPersona(page, 'member-english');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page
    .getByRole('navigation', { name: texts.en['chrome.menu.label'] })
    .getByRole('link', { name: texts.en['chrome.menu.contact'] })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: texts.en['app.newVersion.title'] }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: texts.en['app.newVersion.reload'] })).toBeVisible();
  await expectAccessible(page);
});
