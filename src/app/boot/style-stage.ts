// Boot stage 3 (see src/main.tsx): MUI's styling engine, evaluated in a task of its own;
// the theme comes in the next stage.
export { ThemeProvider } from '@mui/material/styles';
