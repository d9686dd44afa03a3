import { createTheme } from '@mui/material/styles';

// A dark amber focus ring: at least 3:1 against the page and white cards (WCAG 1.4.11).
// The earlier #f0a500 gave under 2:1 on both.
const focusRing = { outline: '3px solid #b35c00', outlineOffset: '2px' };

// No CSS variables (`cssVariables`): nothing reads them, and with them createTheme does about
// twice the work while the first page's module graph evaluates, and the prerendered page
// carries every variable in its inline CSS (docs/decisions/2026-11-24-first-page-long-tasks.md).
export const theme = createTheme({
  palette: {
    primary: { main: '#1b5e7a' },
    secondary: { main: '#5c6770' },
    background: { default: '#f6f8fa' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A focus ring that every control shows, on top of MUI's own focus styles.
        '*:focus-visible': focusRing,
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { transitionDuration: '0.01ms !important' },
        },
      },
    },
    // ButtonBase resets `outline: 0`, which beats the global ring above on every MUI button,
    // toggle and checkbox; put the ring back on its keyboard-focus class.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': focusRing },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
