// Which texts load when: the core at once, the pages' with a page, the wizards' with a wizard.
type LoadMessages = typeof import('./load-messages');

/** A fresh copy of the module: its state is per page load. */
async function fresh(): Promise<LoadMessages> {
  vi.resetModules();
  return import('./load-messages');
}

it('starts with the Dutch core texts only', async () => {
  const texts = await fresh();
  const nl = texts.loadedMessages('nl-NL') ?? {};
  expect(nl['chrome.menu.inbox']).toBeDefined();
  expect(nl['page.myPension.amount.chart.caption']).toBeUndefined();
  expect(nl['flow.pension-age.title']).toBeUndefined();
  expect(texts.messagesReady('nl-NL')).toBe(true);
  expect(texts.messagesReady('en-GB')).toBe(false);
});

it("a page brings the pages' texts, not the wizards'", async () => {
  const texts = await fresh();
  const changed = vi.fn();
  texts.subscribeMessages(changed);
  await texts.loadPageMessages();
  const nl = texts.loadedMessages('nl-NL') ?? {};
  expect(nl['page.myPension.amount.chart.caption']).toBeDefined();
  expect(nl['chrome.menu.inbox']).toBeDefined();
  expect(nl['flow.pension-age.title']).toBeUndefined();
  expect(changed).toHaveBeenCalledOnce();
  expect(texts.messagesReady('nl-NL')).toBe(true);
});

it('a wizard brings every text, and a locale loaded later comes whole', async () => {
  const texts = await fresh();
  await texts.loadAllMessages();
  expect(texts.loadedMessages('nl-NL')?.['flow.pension-age.title']).toBeDefined();
  expect(texts.messagesReady('en-GB')).toBe(false);
  const en = await texts.loadMessages('en-GB');
  expect(en['flow.pension-age.title']).toBeDefined();
  expect(en['page.myPension.amount.chart.caption']).toBeDefined();
  expect(texts.messagesReady('en-GB')).toBe(true);
});

it('loads on top of texts merged meanwhile, never dropping them', async () => {
  const texts = await fresh();
  await Promise.all([texts.loadPageMessages(), texts.loadAllMessages()]);
  const nl = texts.loadedMessages('nl-NL') ?? {};
  expect(nl['page.myPension.amount.chart.caption']).toBeDefined();
  expect(nl['flow.pension-age.title']).toBeDefined();
  expect(nl['chrome.menu.inbox']).toBeDefined();
});
