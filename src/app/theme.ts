// The MUI theme: brand colours and the breakpoints of spec section 9 (rem × 16 = px).
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#00528a' },
    secondary: { main: '#6a1b9a' },
  },
  breakpoints: { values: { xs: 320, sm: 600, md: 900, lg: 1200, xl: 1600 } },
  typography: { fontFamily: 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
});
