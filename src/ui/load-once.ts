// Code fetched on demand (a lazy page, a lazy modal) is fetched once, however often it is asked
// for; a failed fetch (offline for a moment, a release meanwhile) is forgotten, so the next call
// tries again.

/** `load`, called at most once at a time and once for good when it succeeds. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
