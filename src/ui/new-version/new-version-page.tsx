// Shown in place of the route content once the portal's code could not be loaded (new-version.ts):
// a new version is out, and a reload gets it. The member's answers are kept (drafts in session
// storage), which the text says, so nobody fears losing a half-filled wizard.
import { useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { CodeLoadBoundary } from './code-load-boundary';
import { newVersionAvailable, subscribeNewVersion } from './new-version';
import classes from './new-version-page.module.css';

export interface NewVersionPageProps {
  /** Default: reload the page. */
  onReload?: () => void;
}

/** The page itself. */
export function NewVersionPage({ onReload }: NewVersionPageProps) {
  return (
    <section className={classes.page} data-testid="new-version" aria-labelledby="new-version-title">
      <h1 id="new-version-title" className={classes.title}>
        <FormattedMessage id="app.newVersion.title" />
      </h1>
      <p>
        <FormattedMessage id="app.newVersion.text" />
      </p>
      <Button onClick={onReload ?? (() => window.location.reload())}>
        <FormattedMessage id="app.newVersion.reload" />
      </Button>
    </section>
  );
}

/** Route content, or the new-version page once a code load has failed anywhere. */
export function NewVersionGuard({ children }: { children: ReactNode }) {
  const available = useSyncExternalStore(subscribeNewVersion, newVersionAvailable);
  if (available) return <NewVersionPage />;
  return <CodeLoadBoundary>{children}</CodeLoadBoundary>;
}
