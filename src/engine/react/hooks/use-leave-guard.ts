/**
 * Catches leaving the wizard by navigation (spec section 4): a click on a link to another page,
 * or browser back/forward to another page. The navigation is held and `onLeave` gets the target,
 * so the wizard can ask first (the cancel modal) and go there when confirmed.
 *
 * The portal mounts a `<BrowserRouter>`, where react-router's `useBlocker` is not available (it
 * needs a data router), so the hook listens to the browser itself:
 * - clicks on same-origin links to other pages, in the capture phase on the document, before the
 *   router's link handler sees them; links inside dialogs pass (a modal's button is already the
 *   member's decision), as do in-page `#` links;
 * - back/forward through the Navigation API: its `navigate` event comes before the history moves
 *   and a traversal can be cancelled, so nothing changes until the member has decided. Browsers
 *   without it get `popstate` after the router has moved: the wizard's entry is pushed back.
 * Navigation started by code (submit, sign-out, error redirects) is never held.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The part of the Navigation API used here (not yet in TypeScript's DOM types). */
interface TraverseEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
  destination: { url: string };
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: TraverseEvent) => void): void;
  removeEventListener(type: 'navigate', listener: (event: TraverseEvent) => void): void;
}

export interface LeaveGuardOptions {
  /** Hold navigation while true. */
  active: boolean;
  /** Paths that may be reached without asking (the wizard itself, its success page). */
  allows: (pathname: string) => boolean;
  /** A held navigation: the target path with its search and hash. */
  onLeave: (target: string) => void;
}

const pathOf = (url: URL) => url.pathname + url.search + url.hash;

export function useLeaveGuard({ active, allows, onLeave }: LeaveGuardOptions): void {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ allows, onLeave, navigate });
  /** Where the wizard is, to return to when a popstate fallback has already left it. */
  const here = useRef('');

  useEffect(() => {
    latest.current = { allows, onLeave, navigate };
  });

  useEffect(() => {
    here.current = location.pathname + location.search + location.hash;
  }, [location]);

  useEffect(() => {
    if (!active) return;
    /** A same-origin URL outside the wizard, or null. */
    const leaving = (href: string) => {
      const url = new URL(href, window.location.href);
      return url.origin === window.location.origin && !latest.current.allows(url.pathname)
        ? url
        : null;
    };

    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const target = event.target instanceof Element ? event.target : null;
      const anchor = target?.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      if (anchor.getAttribute('href')?.startsWith('#')) return;
      if (anchor.closest('[role="dialog"], [role="alertdialog"]')) return;
      const url = leaving(anchor.href);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.onLeave(pathOf(url));
    };
    document.addEventListener('click', onClick, true);

    const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
    const onNavigate = (event: TraverseEvent) => {
      if (event.navigationType !== 'traverse' || !event.cancelable) return;
      const url = leaving(event.destination.url);
      if (!url) return;
      event.preventDefault();
      latest.current.onLeave(pathOf(url));
    };
    const onPopState = () => {
      const url = leaving(window.location.href);
      if (!url) return;
      latest.current.navigate(here.current);
      latest.current.onLeave(pathOf(url));
    };
    // The fallback reads the browser's location, so only where the router follows it (not under
    // a memory router, as in component tests).
    const browserRouted = window.location.pathname === new URL(here.current, 'http://x').pathname;
    if (navigation) navigation.addEventListener('navigate', onNavigate);
    else if (browserRouted) window.addEventListener('popstate', onPopState);

    return () => {
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('popstate', onPopState);
    };
  }, [active]);
}
