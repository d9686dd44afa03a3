import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../src/app/app-providers';
import { routes } from '../../src/app/routes';

/** Renders the whole app (theme and router) at a path, as a person would open it. */
export function renderApp(path = '/', appRoutes: RouteObject[] = routes) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router };
}

/** Renders one element with the theme and a router around it. */
export function renderWithProviders(element: ReactElement, path = '/') {
  return renderApp(path, [{ path: '*', element }]);
}
