// The page header: read-only indicator, logo (a home link except on the overview and access
// denied), main menu and profile menu.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { PortalEnvironment } from '../../config/env';
import { Logo } from '../logo/logo';
import type { UiSession } from '../session-port';
import type { Chrome } from './chrome-rules';
import { MainMenu } from './main-menu';
import { ProfileMenu } from './profile-menu';
import { ReadOnlyBar, readOnlyRole } from './read-only-bar';

export interface HeaderProps {
  chrome: Chrome;
  session: UiSession;
  pensionCount: number;
  environment: PortalEnvironment;
  onLogout: () => void;
}

export function Header({ chrome, session, pensionCount, environment, onLogout }: HeaderProps) {
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
    <Box
      component="header"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {role && chrome.show.readOnlyBar && <ReadOnlyBar role={role} />}
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', mr: { md: 4 } }}>
          {chrome.logoLinksHome ? (
            <Link component={RouterLink} to="/" sx={{ display: 'inline-flex' }}>
              {logo}
            </Link>
          ) : (
            logo
          )}
        </Box>
        {chrome.show.mainMenu && <MainMenu unread={session.unreadMessages?.length ?? 0} />}
        {chrome.show.profileMenu && (
          <Box sx={{ ml: 'auto' }}>
            <ProfileMenu
              pensionCount={pensionCount}
              environment={environment}
              onLogout={onLogout}
            />
          </Box>
        )}
      </Container>
    </Box>
  );
}
