import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { DataProvider } from '../api/swr-provider';
import { LanguageProvider } from '../ui/language-provider';
import { AppRoutes } from '../routes/app-routes';
import { SessionProvider } from '../session/session-provider';
import { ModalHost } from '../ui/modals/modal-host';
import { UiPortsProvider } from '../ui/session-port';
import { ParticipantLabel } from './participant-label';
import { ProfileLanguage } from './profile-language';
import { appUiPorts } from './ui-ports';
import { createStyleCache } from './style-cache';
import { portalTheme } from './theme';

/**
 * The portal root (the page's baseline styles are static: base.css). Providers from the outside
 * in: styles (with the CSP nonce), theme, router, client session (and the UI's ports onto it),
 * data fetching, texts in the active language; then the routes and the modal host.
 */
export function App() {
  const cache = useMemo(() => createStyleCache(), []);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={portalTheme()}>
        <BrowserRouter>
          <SessionProvider>
            <UiPortsProvider ports={appUiPorts}>
              <DataProvider>
                <ProfileLanguage />
                <ParticipantLabel />
                <LanguageProvider>
                  <AppRoutes />
                  <ModalHost />
                </LanguageProvider>
              </DataProvider>
            </UiPortsProvider>
          </SessionProvider>
        </BrowserRouter>
      </ThemeProvider>
    </CacheProvider>
  );
}
