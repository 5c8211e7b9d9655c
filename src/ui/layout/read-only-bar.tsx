// Impersonation indicator (spec section 1): blue for staff (AAD), yellow for an advisor, with
// the notice that no changes can or may be made. Its colours are chrome.module.css's.
import { FormattedMessage } from 'react-intl';
import type { AuthMethod } from '../../session/session-types';
import styles from './chrome.module.css';

/** Who is looking, if the session is read-only. */
export function readOnlyRole(authMethod: AuthMethod | undefined): 'staff' | 'advisor' | undefined {
  if (authMethod === 'AAD') return 'staff';
  if (authMethod === 'AdvisorOneWelcome') return 'advisor';
  return undefined;
}

export function ReadOnlyBar({ role }: { role: 'staff' | 'advisor' }) {
  return (
    <div data-testid="read-only-bar" data-role={role} className={styles.readOnlyBar}>
      <div className={styles.container}>
        <strong>
          <FormattedMessage
            id={role === 'staff' ? 'chrome.readOnly.staff' : 'chrome.readOnly.advisor'}
          />
        </strong>{' '}
        <FormattedMessage id="chrome.readOnly.notice" />
      </div>
    </div>
  );
}
