import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider, Container, Typography } from '@mui/material';
import { useMemo } from 'react';
import { createStyleCache } from './style-cache';
import { theme } from './theme';

/** The portal root: style cache with the CSP nonce, theme, and (for now) a minimal page. */
export function App() {
  const cache = useMemo(() => createStyleCache(), []);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Container component="main" id="main">
          <Typography component="h1" variant="h4">
            Mijn pensioen
          </Typography>
        </Container>
      </ThemeProvider>
    </CacheProvider>
  );
}
