// Which texts a page brings with its code: a page that shows no wizard only the pages' texts, a
// wizard the wizards' as well.
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
