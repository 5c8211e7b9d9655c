// What MUI's components need above them: Emotion's cache (with the CSP nonce) and the portal's
// theme. The pages and modals that use MUI render inside this scope and bring it in their own
// chunks (routes/pages.tsx wraps each lazily loaded page, with-mui-scope.tsx; modals/modal.tsx
// each modal); the page
// frame and the wizard are styled by static stylesheets, so a wizard's first load carries
// neither MUI nor Emotion.
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { portalStyleCache } from './style-cache';
import { portalTheme } from './theme';

/** Renders `children` with the portal's one Emotion cache and its theme. */
export function MuiScope({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={portalStyleCache()}>
      <ThemeProvider theme={portalTheme()}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
