import { BATCH_DELAY_MS, COLLECT_PATH, createCollectSender } from './collect-sender';

function setup(beacon = true) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null)));
  const beacons: { url: string; data: Blob }[] = [];
  const timers: (() => void)[] = [];
  let hidden: (() => void) | undefined;
  const sender = createCollectSender({
    fetch,
    sendBeacon: beacon ? (url, data) => beacons.push({ url, data }) > 0 : undefined,
    setTimeout: (callback, ms) => {
      expect(ms).toBe(BATCH_DELAY_MS);
      timers.push(callback);
    },
    onPageHidden: (callback) => (hidden = callback),
  });
  return { sender, fetch, beacons, timers, hide: () => hidden?.() };
}

test('events gathered within the delay go to /analytics/collect as one batch, without a token', async () => {
  const { sender, fetch, timers } = setup();
  sender.send({ event: 'page_view', page_path: '/' });
  sender.send({ event: 'click' });
  expect(fetch).not.toHaveBeenCalled();
  expect(timers).toHaveLength(1);
  timers[0]?.();
  expect(fetch).toHaveBeenCalledTimes(1);
  const [url, init] = fetch.mock.calls[0] ?? [];
  expect(url).toBe(COLLECT_PATH);
  expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
  expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
  expect(JSON.parse(String(init?.body))).toEqual({
    events: [{ event: 'page_view', page_path: '/' }, { event: 'click' }],
  });
});

test('a page going away sends what is left by beacon', async () => {
  const { sender, fetch, beacons, hide } = setup();
  sender.send({ event: 'page_view' });
  hide();
  expect(fetch).not.toHaveBeenCalled();
  expect(beacons).toHaveLength(1);
  expect(beacons[0]?.url).toBe(COLLECT_PATH);
  expect(JSON.parse(await beacons[0]!.data.text())).toEqual({ events: [{ event: 'page_view' }] });
  hide();
  expect(beacons).toHaveLength(1);
});

test('without a beacon the last batch goes by fetch; an empty queue sends nothing', () => {
  const { sender, fetch, hide } = setup(false);
  sender.flush();
  expect(fetch).not.toHaveBeenCalled();
  sender.send({ event: 'x' });
  hide();
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('a failed send is dropped quietly', async () => {
  const { sender, fetch, timers } = setup();
  fetch.mockImplementation(() => Promise.reject(new TypeError('offline')));
  sender.send({ event: 'x' });
  timers[0]?.();
  await Promise.resolve();
  expect(fetch).toHaveBeenCalledTimes(1);
});
