// Browser back while a modal is open: it closes the modal (or is blocked) instead of leaving
// the page. An extra history entry carrying a marker is pushed on open; going back pops it.
import { useEffect, useId, useRef } from 'react';

const MARKER = 'portalModal';

function markerOf(state: unknown): unknown {
  return state && typeof state === 'object'
    ? (state as Record<string, unknown>)[MARKER]
    : undefined;
}

function pushMarker(id: string) {
  const current: unknown = window.history.state;
  const base = current && typeof current === 'object' ? current : {};
  window.history.pushState({ ...base, [MARKER]: id }, '');
}

/**
 * While `active`, catches browser back: with `block` it stays put, otherwise it calls `onBack`.
 * When the modal closes another way, the marker entry is taken off the history again.
 */
export function useBackNavigation(active: boolean, block: boolean, onBack: () => void) {
  const id = useId();
  const onBackRef = useRef(onBack);
  const pendingPop = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    onBackRef.current = onBack;
  });
  useEffect(() => {
    if (!active) return;
    // A remount (StrictMode) finds its own marker still on top: keep it.
    clearTimeout(pendingPop.current);
    if (markerOf(window.history.state) !== id) pushMarker(id);
    const onPopState = (event: PopStateEvent) => {
      if (markerOf(event.state) === id) return;
      if (block) pushMarker(id);
      else onBackRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      pendingPop.current = setTimeout(() => {
        if (markerOf(window.history.state) === id) window.history.back();
      }, 0);
    };
  }, [active, block, id]);
}
