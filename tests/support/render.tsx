import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';
import { AppProviders } from '../../src/app/app-providers';
import { RoutedPages } from '../../src/app/router-app';
import { theme } from '../../src/theme/theme';

const speedyCache = createCache({ key: 'css', speedy: true });

/** MUI's transition lengths, every one none. */
const NO_TIME = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The app's theme without motion: no ripple on a press, dialogs and menus open and close at
 * once. Each ripple is a render, an element and timers of its own, and a transition holds a
 * dialog's content for its length: work and waiting for nothing the tests check (what a person
 * can see and do is the same at either end of a transition). TEST_MOTION=1 keeps them, to see
 * a test through them.
 */
const stillTheme =
  process.env.TEST_MOTION === '1'
    ? theme
    : createTheme(theme, {
        transitions: { duration: NO_TIME },
        components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
      });

/** Renders `page` inside a router at `path`, with ways to read and move the router. */
function renderInRouter(path: string, page: ReactElement) {
  let probe: { location: Location; type: NavigationType; navigate: NavigateFunction } | undefined;
  function RouterProbe() {
    probe = { location: useLocation(), type: useNavigationType(), navigate: useNavigate() };
    return null;
  }
  const user = userEvent.setup();
  const view = render(
    <CacheProvider value={speedyCache}>
      <AppProviders>
        <ThemeProvider theme={stillTheme}>
          <MemoryRouter initialEntries={[path]}>
            <RouterProbe />
            {page}
          </MemoryRouter>
        </ThemeProvider>
      </AppProviders>
    </CacheProvider>,
  );
  const router = () => {
    if (!probe) throw new Error('The router has not rendered.');
    return probe;
  };
  return {
    ...view,
    user,
    /** Where the app is now. */
    currentLocation: () => router().location,
    /** How it got there: PUSH, REPLACE or POP. */
    navigationType: () => router().type,
    /** Go to a path, or through history by a delta (the browser's Back is -1). */
    navigate: (to: string | number) =>
      typeof to === 'number' ? router().navigate(to) : router().navigate(to),
  };
}

/** Renders the whole app (theme and router) at a path, as a person would open it. */
export function renderApp(path = '/') {
  return renderInRouter(path, <RoutedPages />);
}

/** Renders one element with the theme and a router around it. */
export function renderWithProviders(element: ReactElement, path = '/') {
  return renderInRouter(
    path,
    <Routes>
      <Route path="*" element={element} />
    </Routes>,
  );
}
