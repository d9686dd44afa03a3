// Boot stage 4 (see src/main.tsx): the theme (createTheme is the costliest single call at
// start-up) and the providers that use it, evaluated in a task of their own.
export { AppProviders } from '../app-providers';
