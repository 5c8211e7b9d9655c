// Main navigation: a horizontal list from 900px up, behind a menu button below that.
// The active item carries aria-current="page" (NavLink sets it).
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { VisuallyHidden } from '../visually-hidden';
import styles from './chrome.module.css';
import { mainMenuItems } from './main-menu-items';

export interface MainMenuProps {
  /** Unread inbox messages, for the badge. */
  unread: number;
}

export function MainMenu({ unread }: MainMenuProps) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <nav aria-label={intl.formatMessage({ id: 'chrome.menu.label' })} className={styles.nav}>
      <div className={styles.menuButton}>
        <Button
          variant="text"
          compact
          icon={<Icon name={open ? 'close' : 'menu'} />}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <FormattedMessage id="chrome.menu.button" />
        </Button>
      </div>
      <ul id={listId} data-open={open} className={styles.menuList}>
        {mainMenuItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              onClick={() => setOpen(false)}
              className={styles.menuLink}
            >
              <FormattedMessage id={item.label} />
              {item.badge === 'unread' && unread > 0 && (
                <>
                  <span aria-hidden data-testid="unread-badge" className={styles.badge}>
                    {unread > 99 ? '99+' : unread}
                  </span>
                  <VisuallyHidden>
                    <FormattedMessage id="chrome.menu.unread" values={{ count: unread }} />
                  </VisuallyHidden>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
