// Lets non-React code (the http client's error effects) navigate through the router.
// SessionProvider registers the router's navigate; before that, the browser navigates.

type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | undefined;

/** Registers the router's navigate function; returns the unregister function. */
export function setNavigator(navigate: Navigate): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = undefined;
  };
}

/** Goes to a portal path, through the router when one is mounted. */
export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(path, options);
  else window.location.assign(path);
}

/** The current portal path (pathname + search). */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
