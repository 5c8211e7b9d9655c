import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, Route, Routes } from 'react-router';
import nl from '../../locales/nl-NL.json';
import { RequireLogin } from '../auth/require-login';
import { SigninCallback } from '../auth/signin-callback';
import { HomePage } from '../pages/home/home-page';
import { createStyleCache } from './style-cache';
import { theme } from './theme';

/** The portal root: style cache with the CSP nonce, theme, texts and routes. */
export function App() {
  const cache = useMemo(() => createStyleCache(), []);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <IntlProvider locale="nl-NL" defaultLocale="nl-NL" messages={nl}>
          <BrowserRouter>
            <Routes>
              <Route path="/signin-oidc" element={<SigninCallback />} />
              <Route
                path="*"
                element={
                  <RequireLogin>
                    <HomePage />
                  </RequireLogin>
                }
              />
            </Routes>
          </BrowserRouter>
        </IntlProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
