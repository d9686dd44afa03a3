import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../components/route-error-page';

type State = { failed: false } | { failed: true; error: unknown };

/**
 * A page that fails to load (its chunk, offline) or to render shows a way home, not a blank.
 * Keyed by the path where it is used, so the next page gets a fresh chance.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
