// Spec section 6 (advisor permission: to = advisor company, relatesTo = employer) as the back end
// enforces it (stub/api/README.md, Access), and section 8's policy-denied modal that shows its
// refusal: advisor-1 (Van Dam Pensioenadvies) may read only the member who gave Van Dam
// permission; every read on a member's behalf is in the audit list.
import type { Page, Response } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { portalPort, stubUrl } from './support/lanes';
import { logInAtProvider } from './support/sign-in';
import { resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

/** Person ids and BSNs of the members advisor-1 asks for. */
const MEMBERS = {
  'member-active': { personId: '20045871', bsn: '' },
  'member-dec': { personId: '20046075', bsn: '710495298' },
  'member-english': { personId: '20046040', bsn: '802452735' },
  'member-multi': { personId: '20045998', bsn: '653618943' },
} as const;

/** advisor-1 comes in through /advisor for a member; the provider's login page shows once. */
async function advisorFor(page: Page, member: keyof typeof MEMBERS): Promise<void> {
  await page.goto(
    `/advisor?personId=${MEMBERS[member].personId}&advisorId=advisor-1&employerId=4100123`,
  );
  const home = (url: URL) => url.port === portalPort() && url.pathname === '/';
  await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/') || home(url));
  if (page.url().includes('/oidc/interaction/')) await logInAtProvider(page, 'advisor-1');
  await page.waitForURL(home);
}

const policyDenied = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Gegevens niet opgehaald' });

interface AuditEntry {
  actor: string;
  onBehalfOf: string;
  path: string;
  outcome: 'allowed' | 'refused';
  status: number;
  code?: string;
}

test('§6/§8 advisor-1 is refused members without Van Dam’s permission (policy-denied modal with the code), reads member-active, and the audit list shows both', async ({
  page,
  request,
}) => {
  for (const member of ['member-dec', 'member-english', 'member-multi'] as const) {
    const refusals: number[] = [];
    const onResponse = (response: Response) => {
      if (new URL(response.url()).pathname.startsWith('/plexus/')) refusals.push(response.status());
    };
    page.on('response', onResponse);
    await advisorFor(page, member);
    const modal = policyDenied(page);
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('We konden uw gegevens niet ophalen');
    await expect(modal).toContainText('Vermeld daarbij foutcode NO_ADVISOR_PERMISSION.');
    await expect(page.getByTestId('read-only-bar')).toHaveAttribute('data-role', 'advisor');
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((status) => status === 403)).toBe(true);
    // Nothing of the member reached the page.
    expect(await page.content()).not.toContain(MEMBERS[member].bsn);
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Sluiten' }).last().click();
    await expect(modal).toBeHidden();
    page.off('response', onResponse);
  }

  await advisorFor(page, 'member-active');
  await expect(page.getByText('Welkom, J. de Vries')).toBeVisible();
  await expect(policyDenied(page)).toHaveCount(0);
  await expectAccessible(page);

  const audit = (await (await request.get(`${stubUrl()}/__stub/audit`)).json()) as AuditEntry[];
  for (const member of ['member-dec', 'member-english', 'member-multi']) {
    const entries = audit.filter((entry) => entry.onBehalfOf === member);
    expect(entries.length, member).toBeGreaterThan(0);
    for (const entry of entries)
      expect(entry).toMatchObject({
        actor: 'advisor-1',
        outcome: 'refused',
        status: 403,
        code: 'NO_ADVISOR_PERMISSION',
      });
  }
  const allowed = audit.filter((entry) => entry.onBehalfOf === 'member-active');
  expect(allowed.length).toBeGreaterThan(0);
  expect(allowed.every((entry) => entry.actor === 'advisor-1' && entry.outcome === 'allowed')).toBe(
    true,
  );
  expect(allowed.map((entry) => entry.path)).toContain('/plexus/personDetailsQuery');
});
