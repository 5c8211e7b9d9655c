// Which texts a page brings with its code: a page that shows no wizard only the pages' texts, a
// wizard and its success page only its own flow's.
import type { PrefetchablePage } from '../app/route-prefetch';

it("a page that shows no wizard loads the pages' texts and not the wizards'", async () => {
  // Fresh modules: the test set-up has loaded every text into the shared ones.
  vi.resetModules();
  const { loadedMessages } = await import('../i18n/load-messages');
  const { wizardPage, PensionAmountPage } = await import('./pages');
  const ids = () => Object.keys(loadedMessages('nl-NL') ?? {});
  expect(ids()).not.toContain('page.myPension.amount.chart.caption');

  await PensionAmountPage.preload();
  expect(ids()).toContain('page.myPension.amount.chart.caption');
  expect(ids().filter((id) => id.startsWith('flow.'))).toEqual([]);

  await (wizardPage('pension-age') as PrefetchablePage).preload?.();
  expect(ids()).toContain('flow.pension-age.title');
}, 30_000);

it("a wizard and its success page load their own flow's texts alone", async () => {
  vi.resetModules();
  const { loadedMessages } = await import('../i18n/load-messages');
  const { wizardPage, wizardSuccessPage } = await import('./pages');
  const ids = () => Object.keys(loadedMessages('nl-NL') ?? {});

  await (wizardPage('pension-age') as PrefetchablePage).preload?.();
  expect(ids()).toEqual(expect.arrayContaining(['flow.pension-age.title', 'wizard.next']));
  expect(ids()).not.toContain('page.myPension.amount.chart.caption');
  expect(ids().filter((id) => id.startsWith('flow.value-transfer.'))).toEqual([]);

  await (wizardSuccessPage('value-transfer') as PrefetchablePage).preload?.();
  expect(ids()).toContain('flow.value-transfer.title');
  expect(ids()).not.toContain('page.myPension.amount.chart.caption');
}, 30_000);
