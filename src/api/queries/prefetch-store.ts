// Queries started ahead of the page that will ask for them (app/route-prefetch). An answer goes
// into SWR's default cache (the one DataProvider uses) the moment it arrives, so a page rendered
// after that shows the data in its first render instead of rendering empty and again once its
// hook has picked the answer up. A hook that asks before the answer has arrived waits for the
// same request instead of sending another one.
import { mutate, unstable_serialize } from 'swr';
import type { QueryKey } from './query-key';

interface Started {
  promise: Promise<unknown>;
  /** The answer, once it has been put into the cache. */
  answer?: { data: unknown };
}

const started = new Map<string, Started>();

/**
 * Starts `fetch` for `key`, once (a second call gets the first call's promise). A successful
 * answer is written to SWR's cache without revalidating; a failed one waits for the hook that
 * asks for it, which then reports the error as if it had asked itself.
 */
export function prefetchQuery(key: QueryKey, fetch: () => Promise<unknown>): Promise<unknown> {
  const id = unstable_serialize(key);
  const known = started.get(id);
  if (known) return known.promise;
  const entry: Started = { promise: fetch() };
  started.set(id, entry);
  entry.promise.then(
    (data) => {
      if (started.get(id) !== entry) return;
      entry.answer = { data };
      void mutate(key, data, { revalidate: false });
    },
    () => {
      // Reported by the hook that takes it.
    },
  );
  return entry.promise;
}

/**
 * The started request for `key`, taken once by the hook's fetcher instead of asking again: one
 * still under way, or an answer the cache still holds unchanged (a hook that rendered just before
 * the answer arrived then does not ask a second time). After anything else has changed the
 * cached value (an invalidation after a command, a new session), a fetch asks the back end.
 */
export function takePrefetched<T>(key: QueryKey, cached: unknown): Promise<T> | undefined {
  const id = unstable_serialize(key);
  const entry = started.get(id);
  if (!entry) return undefined;
  started.delete(id);
  if (entry.answer && entry.answer.data !== cached) return undefined;
  // Started under this key by the same fetch the hook would run, so it answers with its type.
  return entry.promise as Promise<T>;
}

/** Forgets every started request (tests). */
export function clearPrefetched(): void {
  started.clear();
}
