// The page footer (spec section 2): partner logo, sitemap, accessibility and legal links,
// version (package.json), environment (the runtime configuration), stub indicator, user-rights key
// icon (not in production: the only non-production part) and the contact question mark. Help
// items (question mark, sitemap, key) are left out on session pages. Styled by chrome.module.css
// alone, as the rest of the frame.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { version } from '../../../package.json';
import type { PortalEnvironment } from '../../config/portal-config';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { Logo } from '../logo/logo';
import { CONTACT_PATH, legalLinks, SITEMAP_PATH } from './footer-links';
import styles from './chrome.module.css';

export interface FooterProps {
  /** The configured environment (`config.environment`), shown in every environment. */
  environment: PortalEnvironment;
  /** Show the question mark, sitemap link and user-rights icon. */
  showHelp: boolean;
  /** Stub person id, when running against the stub back end. */
  stubId?: string;
  /** Opens the user-rights modal. */
  onShowUserRights: () => void;
}

/** The portal version, taken from package.json at build time. */
export const portalVersion: string = version;

export function Footer({ environment, showHelp, stubId, onShowUserRights }: FooterProps) {
  const intl = useIntl();
  const production = environment === 'production';
  return (
    <footer className={styles.footer}>
      <div className={`${styles.container} ${styles.footerBar}`}>
        <div className={styles.footerRow}>
          <Logo name="partner" title={intl.formatMessage({ id: 'chrome.footer.partnerLogo' })} />
          <nav
            aria-label={intl.formatMessage({ id: 'chrome.footer.label' })}
            className={styles.footerNav}
          >
            <ul className={styles.footerLinks}>
              {showHelp && (
                <li>
                  <RouterLink to={SITEMAP_PATH} className={`${styles.link} ${styles.footerLink}`}>
                    <FormattedMessage id="chrome.footer.sitemap" />
                  </RouterLink>
                </li>
              )}
              {legalLinks().map((link) => (
                <li key={link.label}>
                  <a href={link.href} className={`${styles.link} ${styles.footerLink}`}>
                    <FormattedMessage id={link.label} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {showHelp && (
            <Button
              iconOnly
              icon={<Icon name="help" />}
              label={intl.formatMessage({ id: 'chrome.footer.contact' })}
              to={CONTACT_PATH}
            />
          )}
        </div>
        <div className={styles.footerMeta}>
          <span data-testid="footer-version">
            <FormattedMessage id="chrome.footer.version" values={{ version: portalVersion }} />
          </span>
          <span data-testid="footer-environment">
            <FormattedMessage id="chrome.footer.environment" values={{ environment }} />
          </span>
          {stubId && (
            <span data-testid="footer-stub">
              <FormattedMessage id="chrome.footer.stub" values={{ stubId }} />
            </span>
          )}
          {!production && showHelp && (
            <Button
              iconOnly
              compact
              icon={<Icon name="key" />}
              label={intl.formatMessage({ id: 'chrome.footer.userRights' })}
              onClick={onShowUserRights}
            />
          )}
        </div>
      </div>
    </footer>
  );
}
