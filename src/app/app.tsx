import { AppProviders } from './app-providers';
import { AppRoutes } from './routes';

/** The whole app inside a router: `BrowserRouter` in the browser, `StaticRouter` at build. */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
