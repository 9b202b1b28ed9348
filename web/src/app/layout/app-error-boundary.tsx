/** Last line of defence: a render error anywhere shows a translated page instead of a blank one. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';

interface State {
  error: unknown;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) {
      return <ErrorState error={this.state.error} onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
