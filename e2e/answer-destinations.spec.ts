// Issue 20 item 3 in a real browser: every answer reaches the fund. The value transfer request's
// answers travel as the request's summary document (ADR 0003), filed before the command that
// names it; the approval declaration's the same way; the Anw health declaration in the cover
// change body. Each time the stub holds what the member answered for that request, and the
// success page shows the member what was sent.
import type { Locator, Page } from '@playwright/test';
import { commandOfRequest } from '../src/api/commands/command-registry';
import { test, expect, expectAccessible } from './support/fixtures';
import { flowFile, flowFixtures, openWizard, texts, walkFixture } from './support/flows';
import { signInAsPersona } from './support/sign-in';
import {
  filesSummaryDocument,
  recordedCommands,
  resetStub,
  summaryDocuments,
} from './support/stub';

test.beforeEach(async ({ request }) => resetStub(request));

/** A fixture of tests/fixtures/flows by flow and file name. */
function fixtureOf(flowId: string, file: string) {
  const fixture = flowFixtures(flowId).find((item) => item.file === file);
  if (!fixture) throw new Error(`no fixture ${flowId}/${file}`);
  return fixture;
}

/** The success page's "what you sent" region in that language. */
const sentAnswers = (page: Page, language: 'nl' | 'en'): Locator =>
  page.getByRole('region', { name: texts[language]['wizard.success.sent.title'] });

/** The line of a sent answer: its label's term and the value beside it. */
const sentLine = (region: Locator, label: string) =>
  region.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The state-changing writes the stub received for a persona. */
async function writesOf(request: Parameters<typeof recordedCommands>[0], persona: string) {
  return (await recordedCommands(request, persona)).filter(
    (entry) => (entry as { kind?: string }).kind === 'command',
  );
}

test('§7 value transfer: the previous employer and employment dates are in the summary document the stub filed for that request, and the success page shows what was sent', async ({
  page,
  request,
}) => {
  const flow = flowFile('value-transfer');
  const fixture = fixtureOf('value-transfer', 'all-branches.json');
  await page.clock.setFixedTime(new Date(fixture.now));
  await signInAsPersona(page, fixture.persona);
  await openWizard(page, flow);
  const { outcome } = await walkFixture(page, flow, fixture);
  expect(outcome).toBe('success');

  // The stub: one filed document with the answers, named by the one accepted command.
  const [filed, ...others] = await summaryDocuments(request, fixture.persona);
  expect(others).toEqual([]);
  expect(filed?.kind).toBe('valueTransfer');
  expect(filed?.content).toMatchObject({
    previousEmployer: { name: 'Zorggroep Rivierenland B.V.', location: 'Tiel' },
    employment: { startDate: '2009-03-01', endDate: '2015-12-31' },
  });
  const writes = await writesOf(request, fixture.persona);
  expect(writes.map((entry) => [filesSummaryDocument(entry), entry.accepted])).toEqual([
    [true, true],
    [false, true],
  ]);
  const command = writes[1];
  expect(command?.path).toBe('/plexus/startValueTransferInWorkflowCommand');
  expect(command?.body).toMatchObject({ summaryDocumentId: filed?.documentId });
  expect(filed?.request?.path).toBe(command?.path);

  // The member sees what was sent, as the summary showed it, and can download the document.
  const sent = sentAnswers(page, 'nl');
  await expect(
    sentLine(sent, texts.nl['flow.value-transfer.field.employerName.title']!),
  ).toHaveText('Zorggroep Rivierenland B.V.');
  await expect(sentLine(sent, texts.nl['flow.value-transfer.field.startDate.title']!)).toHaveText(
    '01-03-2009',
  );
  await expect(sentLine(sent, texts.nl['flow.value-transfer.field.endDate.title']!)).toHaveText(
    '31-12-2015',
  );
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: texts.nl['wizard.success.summaryDocument.download'] })
    .click();
  expect((await download).suggestedFilename()).toBe(
    texts.nl['wizard.success.summaryDocument.fileName'],
  );
});

test('§7 value transfer approval, in English: the disagreement reason is in the filed summary document and on the success page', async ({
  page,
  request,
}) => {
  const flow = flowFile('value-transfer-approval');
  const fixture = fixtureOf('value-transfer-approval', 'disagree.json');
  await page.clock.setFixedTime(new Date(fixture.now));
  await signInAsPersona(page, fixture.persona);
  await openWizard(page, flow, '?lang=en');
  const { outcome } = await walkFixture(page, flow, fixture);
  expect(outcome).toBe('success');

  const [filed] = await summaryDocuments(request, fixture.persona);
  expect(filed?.content).toMatchObject({
    offer: { date: '2026-10-15', transferValue: 18450 },
    decision: 'disagree',
    disagreeReason: 'risk',
  });
  const command = (await writesOf(request, fixture.persona)).find(
    (entry) => !filesSummaryDocument(entry),
  );
  expect(command?.body).toMatchObject({
    DTYPE: 'ValueTransferRejection',
    summaryDocumentId: filed?.documentId,
  });

  const sent = sentAnswers(page, 'en');
  await expect(
    sentLine(sent, texts.en['flow.value-transfer-approval.field.disagreeReason.title']!),
  ).toHaveText(texts.en['flow.value-transfer-approval.field.disagreeReason.risk']!);
  await expect(
    sentLine(sent, texts.en['flow.value-transfer-approval.field.offerDate.title']!),
  ).toHaveText('15-10-2026');
  await expectAccessible(page);
});

test('§7 Anw pension: the health declaration is in the cover change the stub received (its quote draft), and on the success page', async ({
  page,
  request,
}) => {
  const flow = flowFile('anw-pension');
  const fixture = fixtureOf('anw-pension', 'start.json');
  await page.clock.setFixedTime(new Date(fixture.now));
  await signInAsPersona(page, fixture.persona);
  await openWizard(page, flow);
  const { outcome } = await walkFixture(page, flow, fixture);
  expect(outcome).toBe('success');

  // The change is a quote draft (ADR 0014): made before the summary, then accepted.
  const writes = await writesOf(request, fixture.persona);
  expect(writes.map((entry) => commandOfRequest(entry.method, entry.path))).toEqual([
    'createPolicyQuoteDraftCommand',
    'acceptPolicyQuoteCommand',
  ]);
  expect(writes[0]?.body).toMatchObject({
    healthDeclaration: { fullyFit: true, illLongerThanFourWeeksInPastTwoYears: false },
  });
  expect(await summaryDocuments(request, fixture.persona)).toEqual([]);

  const sent = sentAnswers(page, 'nl');
  await expect(sentLine(sent, texts.nl['flow.anw-pension.field.fullyFit.title']!)).toHaveText(
    texts.nl['flow.anw-pension.field.yes']!,
  );
  await expect(sentLine(sent, texts.nl['flow.anw-pension.field.recentIllness.title']!)).toHaveText(
    texts.nl['flow.anw-pension.field.no']!,
  );
  await expectAccessible(page);
});
