// Boot stage 2 (see src/main.tsx): MUI's styling engine and Emotion, evaluated in a task of
// their own; the theme comes in the next stage.
export { ThemeProvider } from '@mui/material/styles';
