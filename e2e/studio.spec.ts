// The flow studio (issue 24): for a stub persona, every step is listed as shown or hidden with its
// rule and the values the rule reads, in the list and in the diagram; answering in the studio's
// preview changes that at once. A node of the diagram selects its step.
// Axe and CSP on each view.
import { test, expect, expectAccessible } from './support/fixtures';
import { fillStep, stepReady } from './support/flows';
import { resetStub } from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

test('the studio explains why the ex-partner step of value transfer is hidden, then shown', async ({
  page,
}) => {
  // The devbox links to the studio; a flow is picked there.
  await page.goto('/devbox?lang=en');
  await page.getByRole('link', { name: /Flow studio/ }).click();
  await expect(page).toHaveURL(/\/devbox\/studio$/);
  // The language chosen on the devbox stays.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Flow studio');
  await expectAccessible(page);

  await page.getByLabel('Flow', { exact: true }).selectOption('value-transfer');
  await expect(page).toHaveURL(/\/devbox\/studio\/value-transfer$/);
  await page
    .getByTestId('studio-graph')
    .getByRole('link', { name: 'scheiding', exact: true })
    .click();
  await expect(page).toHaveURL(/\/devbox\/studio\/value-transfer\/scheiding$/);
  await stepReady(page, 'scheiding');

  // member-active has not answered the question: the ex-partner step is hidden, and why.
  const exPartner = page.getByTestId('why-step').and(page.locator('[data-step="ex-partner"]'));
  await expect(exPartner).toHaveAttribute('data-shown', 'false');
  await expect(exPartner.getByTestId('why-verdict')).toHaveText(
    'hidden because `answers.scheiding.exPartnerShare` has no value, so it is not `yes`',
  );
  await expect(exPartner.getByTestId('why-rule')).toHaveText(
    '{"==":[{"var":"answers.scheiding.exPartnerShare"},"yes"]}',
  );
  await expect(exPartner.getByTestId('why-values')).toHaveText(
    'answers.scheiding.exPartnerShare(no value)',
  );
  await expect(
    page.getByTestId('studio-graph').locator('li[data-step="ex-partner"]'),
  ).toHaveAttribute('data-shown', 'false');
  // The diagram says so too, in words as well as by its dashes; the chosen step is marked.
  const diagram = page.getByTestId('studio-diagram');
  const exPartnerNode = diagram.locator('a[data-step="ex-partner"]');
  await expect(exPartnerNode).toHaveAttribute('data-state', 'skipped');
  await expect(exPartnerNode).toHaveAttribute('aria-label', 'ex-partner, skipped');
  await expect(exPartnerNode).toContainText('info, skipped');
  await expect(diagram.locator('a[data-step="scheiding"]')).toHaveAttribute('aria-current', 'step');
  await expectAccessible(page);

  // Answering no, then yes, in the preview: the panel follows the answer.
  await fillStep(page, 'scheiding', { exPartnerShare: 'no' }, 'en');
  await expect(exPartner.getByTestId('why-verdict')).toHaveText(
    'hidden because `answers.scheiding.exPartnerShare` is `no`, not `yes`',
  );
  await expect(exPartner.getByTestId('why-values')).toHaveText(
    'answers.scheiding.exPartnerShareno',
  );
  await fillStep(page, 'scheiding', { exPartnerShare: 'yes' }, 'en');
  await expect(exPartner).toHaveAttribute('data-shown', 'true');
  await expect(exPartner.getByTestId('why-verdict')).toHaveText(
    'shown because `answers.scheiding.exPartnerShare` is `yes`',
  );
  await expect(exPartner.getByTestId('why-values')).toHaveText(
    'answers.scheiding.exPartnerShareyes',
  );
  await expect(
    page.getByTestId('studio-graph').locator('li[data-step="ex-partner"]'),
  ).toHaveAttribute('data-shown', 'true');
  await expect(exPartnerNode).toHaveAttribute('aria-label', 'ex-partner, shown');
  // The step's definition is beside it.
  await expect(page.getByTestId('studio-definition')).toContainText(
    '"schema": "value-transfer/scheiding.schema.json"',
  );
  await expectAccessible(page);

  // A node of the diagram selects its step.
  await diagram.locator('a[data-step="voorwaarden"]').click();
  await expect(page).toHaveURL(/\/devbox\/studio\/value-transfer\/voorwaarden$/);
  await expect(diagram.locator('a[data-step="voorwaarden"]')).toHaveAttribute(
    'aria-current',
    'step',
  );
  await stepReady(page, 'voorwaarden');
});
