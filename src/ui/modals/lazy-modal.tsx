// Modals are rarely shown, so they stay out of the first bundle: a lazy modal is fetched as
// its own chunk when first opened, and renders nothing until it has arrived. When it cannot
// arrive (a new release meanwhile), the page shows the new-version page instead.
import { lazy, Suspense, type ComponentType } from 'react';
import { CodeLoadBoundary } from '../new-version/code-load-boundary';

/** A modal component loaded on first use; `load` resolves to the component. */
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyModal(props: P) {
    return (
      <CodeLoadBoundary>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </CodeLoadBoundary>
    );
  }
  return LazyModal;
}
