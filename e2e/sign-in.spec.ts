import { test, expect, expectAccessible } from './support/fixtures';
import { resetStub } from './support/stub';
import { signInThroughProvider } from './support/sign-in';

test.beforeEach(async ({ request }) => resetStub(request));

test('a member signs in through the OpenID login page and sees the portal (issue: foundation)', async ({
  page,
}) => {
  await signInThroughProvider(page, 'member-active');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn pensioen' })).toBeVisible();
  await expect(page.getByText(/Welkom, /)).toBeVisible();
  await expectAccessible(page);
});
