// The MUI theme: brand colours (each text/background pair at least WCAG AA, 4.5:1), the
// breakpoints of spec section 9 (rem × 16 = px) and a visible keyboard focus ring everywhere.
// Only the pages and modals that use MUI read it (mui-scope.tsx); the page frame and the wizard
// take the same colours from their static stylesheets.
import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    /** The provider's accent colour, for brand buttons (white text, 5.7:1). */
    brand: Palette['primary'];
  }
  interface PaletteOptions {
    brand?: PaletteOptions['primary'];
  }
}
declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    brand: true;
  }
}

/** Breakpoints of spec section 9 in rem. */
export const breakpointsRem = { xs: 20, sm: 37.5, md: 56.25, lg: 75, xl: 100 } as const;

const px = (rem: number) => rem * 16;

/**
 * Focus ring of MUI links (plain elements get theirs from base.css); other MUI components get
 * theme.focusVisible.
 */
const focusRing = { outline: '3px solid #003a63', outlineOffset: '2px' } as const;

let created: Theme | undefined;

/**
 * The theme, made on first use (the first render, which React renders in slices) rather than while
 * the portal's code is first run, one long task that holds the page.
 */
export function portalTheme(): Theme {
  return (created ??= makeTheme());
}

const makeTheme = () =>
  createTheme({
    palette: {
      primary: { main: '#00528a', dark: '#003a63', contrastText: '#ffffff' },
      secondary: { main: '#6a1b9a', contrastText: '#ffffff' },
      brand: { main: '#b83d00', dark: '#8f2f00', light: '#e0703a', contrastText: '#ffffff' },
      error: { main: '#b3261e', contrastText: '#ffffff' },
      text: { primary: '#1a1a1a', secondary: '#595959' },
      background: { default: '#ffffff', paper: '#ffffff' },
    },
    breakpoints: {
      values: {
        xs: px(breakpointsRem.xs),
        sm: px(breakpointsRem.sm),
        md: px(breakpointsRem.md),
        lg: px(breakpointsRem.lg),
        xl: px(breakpointsRem.xl),
      },
    },
    typography: { fontFamily: 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
    focusVisible: { outlineWidth: '3px', outlineColor: '#003a63', outlineOffset: '2px' },
    components: {
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: { root: { '&:focus-visible': focusRing } },
      },
    },
  });
