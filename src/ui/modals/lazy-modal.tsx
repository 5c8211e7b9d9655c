// Modals are rarely shown, so they stay out of the first bundle: a lazy modal is fetched as
// its own chunk when first opened, and renders nothing until it has arrived. When it cannot
// arrive (a new release meanwhile), the page shows the new-version page instead. A modal that
// opens by itself, with nobody clicking (the idle warning), fetches its code ahead (`preload`).
import { lazy, Suspense, type ComponentType } from 'react';
import { loadOnce } from '../load-once';
import { CodeLoadBoundary } from '../new-version/code-load-boundary';

/** A modal loaded on first use, or earlier through `preload`. */
export type LazyModal<P extends object> = ComponentType<P> & {
  /** Fetches the modal's code now; a failed fetch is tried again on the next call or on opening. */
  preload: () => Promise<void>;
};

/** A modal component loaded on first use; `load` resolves to the component. */
export function lazyModal<P extends object>(load: () => Promise<ComponentType<P>>): LazyModal<P> {
  const loadModal = loadOnce(load);
  const Lazy = lazy(async () => ({ default: await loadModal() })) as unknown as ComponentType<P>;
  function LazyModal(props: P) {
    return (
      <CodeLoadBoundary>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </CodeLoadBoundary>
    );
  }
  LazyModal.preload = () => loadModal().then(() => undefined);
  return LazyModal;
}
