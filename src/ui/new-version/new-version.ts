// A new release while a member is signed in: the old build's hashed chunks are gone, so the next
// page, modal or wizard part the portal loads fails (spec section 8: a lazily loaded page that
// fails to load raises a preload error). Any such failure marks "a new version is available";
// the page frame then shows the new-version page instead of the route content, with a reload.
// Answers typed so far are safe: wizard drafts live in session storage and survive the reload.

/** Messages browsers give when a module script or dynamic import cannot be fetched. */
const CODE_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [^ ]+ failed/i,
];

/** Errors Vite's preload helper reported (`vite:preloadError`). */
const preloadErrors = new WeakSet<object>();

/** True when `error` says the portal's code could not be loaded. */
export function isCodeLoadError(error: unknown): boolean {
  if (error && typeof error === 'object' && preloadErrors.has(error)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return CODE_LOAD_MESSAGES.some((pattern) => pattern.test(message));
}

let available = false;
const listeners = new Set<() => void>();

/** Marks that the portal's code could not be loaded: a new version is out. */
export function reportNewVersion(): void {
  if (available) return;
  available = true;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: whether a new version has been noticed. */
export const newVersionAvailable = (): boolean => available;

/** For useSyncExternalStore. */
export function subscribeNewVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Back to "nothing noticed" (tests). */
export function resetNewVersionForTest(): void {
  available = false;
}

/** The event Vite's preload helper dispatches on window when a chunk's dependency fails. */
export interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Listens for `vite:preloadError`: the page shows the new-version page. The error still goes on
 * to the import that failed (not prevented), so no code runs against a half-loaded chunk. A code
 * load that fails outside React (texts, a sign-in module, a prefetch) and that nothing handles
 * shows the page too, instead of surfacing as an uncaught error.
 */
export function watchPreloadErrors(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as PreloadErrorEvent;
    if (payload && typeof payload === 'object') preloadErrors.add(payload);
    reportNewVersion();
  });
  target.addEventListener('unhandledrejection', (event) => {
    if (!isCodeLoadError((event as PromiseRejectionEvent).reason)) return;
    event.preventDefault();
    reportNewVersion();
  });
}
