// Profile menu (spec section 2): My profile; Pension overview when there is more than one
// pension and the user is elsewhere; the language switch; Devbox in development; Log out.
// A disclosure (button + list of links), the WAI-ARIA pattern for site navigation: Escape or a
// click elsewhere closes it, and focus goes back to the button on Escape.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import type { PortalEnvironment } from '../../config/portal-config';
import { useLanguage } from '../../i18n/language-context';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { PENSIONS_OVERVIEW_PATH } from './chrome-rules';
import styles from './chrome.module.css';

export interface ProfileMenuProps {
  /** Number of pensions; the overview link needs more than one. */
  pensionCount: number;
  environment: PortalEnvironment;
  onLogout: () => void;
}

function Item({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

export function ProfileMenu({ pensionCount, environment, onLogout }: ProfileMenuProps) {
  const { pathname } = useLocation();
  const { language, toggle } = useLanguage();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const showOverview = pensionCount > 1 && pathname !== PENSIONS_OVERVIEW_PATH;
  return (
    <div ref={rootRef} className={styles.profileMenu}>
      <Button
        ref={buttonRef}
        variant="text"
        compact
        icon={<Icon name="account" />}
        endIcon={<Icon name="arrowDown" />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id="chrome.profile.button" />
      </Button>
      <div id={panelId} hidden={!open} data-testid="profile-menu" className={styles.profilePanel}>
        {/* The items render while the menu is open: the closed menu is in every page's first
            render, its hidden items need not be. */}
        {open && (
          <ul className={styles.profileList}>
            <Item>
              <RouterLink to="/mijn-profiel" onClick={close} className={styles.profileItem}>
                <FormattedMessage id="chrome.profile.myProfile" />
              </RouterLink>
            </Item>
            {showOverview && (
              <Item>
                <RouterLink
                  to={PENSIONS_OVERVIEW_PATH}
                  onClick={close}
                  className={styles.profileItem}
                >
                  <FormattedMessage id="chrome.profile.pensionOverview" />
                </RouterLink>
              </Item>
            )}
            <Item>
              <button
                type="button"
                className={styles.profileItem}
                lang={language === 'nl' ? 'en' : 'nl'}
                onClick={() => {
                  close();
                  toggle();
                }}
              >
                <FormattedMessage
                  id={language === 'nl' ? 'lang.switch.toEnglish' : 'lang.switch.toDutch'}
                />
              </button>
            </Item>
            {__TEST_BUILD__ && environment === 'development' && (
              <Item>
                <RouterLink to="/devbox" onClick={close} className={styles.profileItem}>
                  <FormattedMessage id="chrome.profile.devbox" />
                </RouterLink>
              </Item>
            )}
            <Item>
              <button
                type="button"
                className={styles.profileItem}
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                <FormattedMessage id="chrome.profile.logout" />
              </button>
            </Item>
          </ul>
        )}
      </div>
    </div>
  );
}
