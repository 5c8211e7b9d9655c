// Which texts load when: the core at once, the pages' with a page, a wizard's own with a wizard,
// every wizard's with the studio.
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

it('the studio brings every text, and a locale loaded later comes whole', async () => {
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

it("a wizard brings its own flow's texts and the engine's, not the pages' nor another wizard's", async () => {
  const texts = await fresh();
  await texts.loadFlowMessages('pension-age');
  const nl = texts.loadedMessages('nl-NL') ?? {};
  expect(nl['flow.pension-age.title']).toBeDefined();
  expect(nl['wizard.next']).toBeDefined();
  expect(nl['validation.required']).toBeDefined();
  expect(nl['chrome.menu.inbox']).toBeDefined();
  expect(nl['page.myPension.amount.chart.caption']).toBeUndefined();
  expect(Object.keys(nl).filter((id) => id.startsWith('flow.value-transfer.'))).toEqual([]);
  expect(texts.messagesReady('nl-NL')).toBe(true);
  // A locale loaded later comes with it.
  const en = await texts.loadMessages('en-GB');
  expect(en['flow.pension-age.title']).toBeDefined();
  expect(en['page.myPension.amount.chart.caption']).toBeUndefined();
  expect(texts.messagesReady('en-GB')).toBe(true);
  // The next wizard adds its own.
  await texts.loadFlowMessages('value-transfer');
  expect(texts.loadedMessages('en-GB')?.['flow.value-transfer.title']).toBeDefined();
});

it('a flow no file claims brings no texts and still gets ready', async () => {
  const texts = await fresh();
  await texts.loadFlowMessages('no-such-flow');
  expect(texts.messagesReady('nl-NL')).toBe(true);
  expect(texts.loadedMessages('nl-NL')?.['wizard.next']).toBeUndefined();
});
