// Lets non-React code (the http client's error effects) navigate through the router.
// SessionProvider registers the router's navigate. An answer can arrive before that (the first
// page's data is fetched while React still renders): its navigation waits for the router, so
// what the session holds in memory (an access-denied code) survives; a browser navigation would
// load the portal anew without it. Without any router after a while, the browser navigates.

type Navigate = (path: string, options?: { replace?: boolean }) => void;

/** How long a navigation waits for the router before the browser navigates instead. */
export const ROUTER_WAIT_MS = 5000;

let navigator: Navigate | undefined;
let waiting:
  | { path: string; options?: { replace?: boolean }; timer: ReturnType<typeof setTimeout> }
  | undefined;

/** Registers the router's navigate function; returns the unregister function. */
export function setNavigator(navigate: Navigate): () => void {
  navigator = navigate;
  if (waiting) {
    const { path, options, timer } = waiting;
    clearTimeout(timer);
    waiting = undefined;
    navigate(path, options);
  }
  return () => {
    if (navigator === navigate) navigator = undefined;
  };
}

/** Goes to a portal path, through the router (once one is mounted). */
export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (navigator) {
    navigator(path, options);
    return;
  }
  // The latest navigation wins, as it would through the router.
  if (waiting) clearTimeout(waiting.timer);
  const timer = setTimeout(() => {
    waiting = undefined;
    window.location.assign(path);
  }, ROUTER_WAIT_MS);
  waiting = { path, options, timer };
}

/** The current portal path (pathname + search). */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
