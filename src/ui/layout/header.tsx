// The page header: read-only indicator, logo (a home link except on the overview and access
// denied), main menu and profile menu.
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { PortalEnvironment } from '../../config/portal-config';
import { Logo } from '../logo/logo';
import type { UiSession } from '../session-port';
import type { Chrome } from './chrome-rules';
import styles from './chrome.module.css';
import { MainMenu } from './main-menu';
import { ProfileMenu } from './profile-menu';
import { ReadOnlyBar, readOnlyRole } from './read-only-bar';

export interface HeaderProps {
  chrome: Chrome;
  session: UiSession;
  pensionCount: number;
  /** Unread inbox messages, for the Inbox badge. */
  unread: number;
  environment: PortalEnvironment;
  onLogout: () => void;
}

export function Header({
  chrome,
  session,
  pensionCount,
  unread,
  environment,
  onLogout,
}: HeaderProps) {
  const intl = useIntl();
  const role = readOnlyRole(session.authMethod);
  const logo = (
    <Logo
      name="portal"
      title={intl.formatMessage({
        id: chrome.logoLinksHome ? 'chrome.logo.home' : 'chrome.logo.name',
      })}
    />
  );
  return (
    <header className={styles.header}>
      {role && chrome.show.readOnlyBar && <ReadOnlyBar role={role} />}
      <div className={`${styles.container} ${styles.headerBar}`}>
        <div className={styles.logo}>
          {chrome.logoLinksHome ? (
            <RouterLink to="/" className={styles.logoLink}>
              {logo}
            </RouterLink>
          ) : (
            logo
          )}
        </div>
        {chrome.show.mainMenu && <MainMenu unread={unread} />}
        {chrome.show.profileMenu && (
          <div className={styles.profile}>
            <ProfileMenu
              pensionCount={pensionCount}
              environment={environment}
              onLogout={onLogout}
            />
          </div>
        )}
      </div>
    </header>
  );
}
