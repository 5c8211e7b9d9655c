import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { DataProvider } from '../api/swr-provider';
import { LanguageProvider } from '../i18n/language-provider';
import { AppRoutes } from '../routes/app-routes';
import { SessionProvider } from '../session/session-provider';
import { ModalHost } from '../ui/modals/modal-host';
import { createStyleCache } from './style-cache';
import { theme } from './theme';

/**
 * The portal root. Providers from the outside in: styles (with the CSP nonce), theme, client
 * session, texts in the active language, data fetching, router; then the routes and the modal host.
 */
export function App() {
  const cache = useMemo(() => createStyleCache(), []);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <SessionProvider>
            <LanguageProvider>
              <DataProvider>
                <AppRoutes />
                <ModalHost />
              </DataProvider>
            </LanguageProvider>
          </SessionProvider>
        </BrowserRouter>
      </ThemeProvider>
    </CacheProvider>
  );
}
