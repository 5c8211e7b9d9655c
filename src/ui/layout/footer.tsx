// The page footer (spec section 2): partner logo, sitemap, accessibility and legal links,
// version (package.json), environment (the runtime configuration), stub indicator, user-rights key
// icon (not in production: the only non-production part) and the contact question mark. Help items (question mark, sitemap, key) are left out on session pages.
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import KeyIcon from '@mui/icons-material/VpnKey';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { version } from '../../../package.json';
import type { PortalEnvironment } from '../../config/portal-config';
import { Button } from '../button/button';
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

const linkSx = { color: 'inherit', fontSize: '0.875rem' } as const;

export function Footer({ environment, showHelp, stubId, onShowUserRights }: FooterProps) {
  const intl = useIntl();
  const production = environment === 'production';
  return (
    <Box
      component="footer"
      sx={{
        mt: 6,
        py: 4,
        bgcolor: '#f4f6f8',
        color: 'text.primary',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <div className={`${styles.container} ${styles.footerBar}`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
          <Logo name="partner" title={intl.formatMessage({ id: 'chrome.footer.partnerLogo' })} />
          <Box
            component="nav"
            aria-label={intl.formatMessage({ id: 'chrome.footer.label' })}
            sx={{ flexGrow: 1 }}
          >
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
            >
              {showHelp && (
                <li>
                  <Link component={RouterLink} to={SITEMAP_PATH} sx={linkSx}>
                    <FormattedMessage id="chrome.footer.sitemap" />
                  </Link>
                </li>
              )}
              {legalLinks().map((link) => (
                <li key={link.label}>
                  <Link href={link.href} sx={linkSx}>
                    <FormattedMessage id={link.label} />
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          {showHelp && (
            <Button
              iconOnly
              icon={<HelpOutlineIcon />}
              label={intl.formatMessage({ id: 'chrome.footer.contact' })}
              to={CONTACT_PATH}
            />
          )}
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            fontSize: '0.875rem',
            color: 'text.secondary',
          }}
        >
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
              icon={<KeyIcon />}
              label={intl.formatMessage({ id: 'chrome.footer.userRights' })}
              onClick={onShowUserRights}
            />
          )}
        </Box>
      </div>
    </Box>
  );
}
