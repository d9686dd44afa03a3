import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorPage } from '../components/route-error-page';

interface BoundaryState {
  error: unknown;
}

class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('unknown') };
  }

  render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * The layout route around every page: a page that fails to load (a chunk lost to the
 * network) or to render shows the error page instead of a blank screen. A new address
 * starts afresh. (The app uses the declarative router, whose routes have no `errorElement`.)
 */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
