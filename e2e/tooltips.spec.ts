// Spec sections 4, 5 and 9, tooltips: the file field's hover text (spec section 5 lists msg,
// doc, docx, jpg, xls and xlsx, although only pdf, jpeg and png are accepted: the contradiction is
// recorded in docs/flows/README.md) is an accessible tooltip that opens on hover and on focus,
// closes with Escape, and hides on scroll and on touch when the screen is 768 px wide or less.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { flowFile, openWizard, stepReady } from './support/flows';
import { signInAsPersona } from './support/sign-in';
import { resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

const HOVER_TEXT = 'Toegestane bestandstypen: msg, doc, docx, jpg, xls, xlsx';

/** Opens the contact form's first step, which has the file field. */
async function openFileField(page: Page) {
  await signInAsPersona(page, 'member-active');
  await openWizard(page, flowFile('contact-form'));
  await stepReady(page, 'uw-bericht');
  const input = page.locator('input[type="file"]');
  const tooltip = page.getByRole('tooltip');
  return { input, tooltip, add: page.getByText('Bestanden toevoegen', { exact: true }) };
}

test('§5 the file field describes the allowed types in a tooltip that opens on hover and on focus and closes with Escape', async ({
  page,
}) => {
  const { input, tooltip, add } = await openFileField(page);
  await expect(input).toHaveAccessibleDescription(new RegExp(HOVER_TEXT));
  await expect(tooltip).toBeHidden();

  await add.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(HOVER_TEXT);
  await expectAccessible(page);
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();

  await input.focus();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
});

test('§4 §9 at 768 px or less the tooltip hides on scroll and on touch; on a wider screen scrolling leaves it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 500 });
  const { input, tooltip } = await openFileField(page);
  await input.focus();
  await expect(tooltip).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, 40));
  await page.waitForTimeout(200);
  await expect(tooltip).toBeVisible();

  await page.setViewportSize({ width: 768, height: 500 });
  await page.evaluate(() => window.scrollBy(0, 40));
  await expect(tooltip).toBeHidden();
  await expectAccessible(page);

  await input.blur();
  await input.focus();
  await expect(tooltip).toBeVisible();
  await page.evaluate(() =>
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true })),
  );
  await expect(tooltip).toBeHidden();
});
