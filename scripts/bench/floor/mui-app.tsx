import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { theme } from '../../../src/theme/theme';

/** The stack's floor with MUI: the app's theme, its baseline styles and one TextField. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <main>
        <h1>What&apos;s your first and last name?</h1>
        <TextField label="First and last name" name="name" autoComplete="name" />
      </main>
    </ThemeProvider>
  );
}
