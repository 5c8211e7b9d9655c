// The first-party analytics sender (docs/adr/0004-analytics-under-csp.md): events go in small
// batches to the portal's own origin, `POST /analytics/collect`, which the web server proxies to
// the server-side tag service. No script from another origin runs in the portal, so
// `script-src 'self'` stays as it is and nothing outside the portal can read the session's tokens.
// Requests carry no cookies and no token: only the events.

/** The same-origin path the web server proxies to the tag service. */
export const COLLECT_PATH = '/analytics/collect';

/** How long events gather before a batch is sent (a page view and its first events go as one). */
export const BATCH_DELAY_MS = 1000;

/** The body of one request. */
export interface CollectBatch {
  /** The events as pushed to `window.dataLayer` (spec section 7 fields), oldest first. */
  events: Record<string, unknown>[];
}

/** What the sender needs from the browser (injected in tests). */
export interface CollectSenderDeps {
  fetch: typeof fetch;
  /** navigator.sendBeacon, for the last batch while the page goes away. */
  sendBeacon?: (url: string, data: Blob) => boolean;
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** Registers the page-hidden callback (default: visibilitychange and pagehide on window). */
  onPageHidden?: (callback: () => void) => void;
}

/** Queues events and sends them in batches. */
export interface CollectSender {
  /** Adds one event to the next batch. */
  send(event: Record<string, unknown>): void;
  /** Sends what is queued now; `leaving` uses a beacon, which survives the page's unload. */
  flush(leaving?: boolean): void;
}

/** A sender for the portal's origin. */
export function createCollectSender(deps: CollectSenderDeps): CollectSender {
  let queue: Record<string, unknown>[] = [];
  let scheduled = false;
  let listening = false;

  const flush = (leaving = false) => {
    scheduled = false;
    if (queue.length === 0) return;
    const body = JSON.stringify({ events: queue } satisfies CollectBatch);
    queue = [];
    if (leaving && deps.sendBeacon?.(COLLECT_PATH, new Blob([body], { type: 'application/json' })))
      return;
    void deps
      .fetch(COLLECT_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        credentials: 'omit',
        keepalive: true,
      })
      .catch(() => {
        // Analytics never disturbs the member: a lost batch is lost.
      });
  };

  return {
    send(event) {
      queue.push(event);
      if (!listening) {
        listening = true;
        deps.onPageHidden?.(() => flush(true));
      }
      if (scheduled) return;
      scheduled = true;
      deps.setTimeout(() => flush(), BATCH_DELAY_MS);
    },
    flush,
  };
}

/** Calls `callback` when the page is hidden or left (the moment to send what is left). */
function onPageHidden(callback: () => void): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') callback();
  });
  window.addEventListener('pagehide', callback);
}

let portalSender: CollectSender | undefined;

/** The portal's sender, made on first use. */
export function collectSender(): CollectSender {
  return (portalSender ??= createCollectSender({
    fetch: (...args) => window.fetch(...args),
    sendBeacon: (url, data) => navigator.sendBeacon(url, data),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    onPageHidden,
  }));
}
