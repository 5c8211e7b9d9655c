// The inbox's document viewer (docs/adr/0010): a PDF answer is shown by Chromium's own PDF viewer
// in the modal's frame; any other answer is never framed, and the member reads why, in their
// language.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { messageText } from './support/flows';
import { signInAsPersona } from './support/sign-in';
import { resetStub } from './support/stub';

const DOCUMENT = 'Pensioenreglement Bouwbedrijf Van Leeuwen 2026';

test.beforeEach(async ({ request }) => resetStub(request));

/** Signs in, opens the inbox and the document's modal. */
async function openDocument(page: Page, persona: string, language: 'nl' | 'en') {
  await signInAsPersona(page, persona);
  await page.goto('/postvak');
  const table = page.getByTestId('agreement-documents');
  await table
    .getByRole('button', {
      name: messageText(language, 'page.inbox.document.open', { title: DOCUMENT }),
    })
    .click();
  const modal = page.getByRole('dialog', { name: DOCUMENT });
  await expect(modal).toBeVisible();
  return modal;
}

test('§7 a PDF document is shown by the browser’s PDF viewer in the modal’s frame', async ({
  page,
}) => {
  const answer = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/imageNow/document/'),
  );
  const modal = await openDocument(page, 'member-active', 'nl');
  expect((await answer).headers()['content-type']).toContain('application/pdf');
  await expect(modal.getByTestId('document-ready')).toBeVisible();
  const frame = modal.locator('iframe');
  await expect(frame).toHaveAttribute('title', DOCUMENT);
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // Chromium's viewer is an extension page inside the frame; a blocked frame (which any sandbox
  // attribute causes) shows Chromium's error page instead.
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://')))
    .toBe(true);
  expect(page.frames().filter((f) => f.url().startsWith('chrome-error://'))).toEqual([]);
  await expect(
    modal.getByRole('link', { name: /Open het document in een eigen venster/ }),
  ).toHaveAttribute('href', /^blob:/);
  await expectAccessible(page);
});

for (const [persona, language] of [
  ['member-active', 'nl'],
  ['member-english', 'en'],
] as const) {
  test(`§7 an answer that is not a PDF is not framed: the member reads why (${language})`, async ({
    page,
  }) => {
    // The back end answers a page instead of a document: it must never run inside the portal.
    await page.route('**/imageNow/document/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<h1>Not a document</h1><script>document.title = "ran"</script>',
      }),
    );
    const modal = await openDocument(page, persona, language);
    await expect(modal.getByRole('alert')).toHaveText(
      messageText(language, 'page.inbox.document.notPdf'),
    );
    await expect(modal.locator('iframe')).toHaveCount(0);
    await expect(modal.getByRole('link')).toHaveCount(0);
    expect(page.frames()).toHaveLength(1);
    await expectAccessible(page);
  });
}
