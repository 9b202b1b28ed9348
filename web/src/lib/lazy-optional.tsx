/**
 * A part of the page loaded on its own (React.lazy) that the page can do without: the page-wide handlers,
 * a signed-in seeker's fit marks, the QA panel. When its chunk fails to load (a phone between cells, a
 * browser gone offline) it renders nothing instead of taking the page down with it, and tries again once
 * the browser is back online.
 */
import { Component, lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** Renders nothing after its children failed; calls `onOnline` when the browser is back online. */
class OptionalPartBoundary extends Component<{ children: ReactNode; onOnline: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly online = () => this.props.onOnline();

  // The root's handler of caught errors reports it (app/error-reporting-setup.ts): a chunk missing after a
  // release is worth knowing about, and one that failed offline cannot be sent anyway.
  override componentDidCatch(): void {
    window.addEventListener('online', this.online, { once: true });
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.online);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component props
export function lazyOptional<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  // React.lazy keeps a failed load for good, so a retry needs a new one.
  let Loaded = lazy(load);
  function OptionalPart(props: ComponentProps<T>) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = lazy(load);
      setAttempt((count) => count + 1);
    };
    return (
      <OptionalPartBoundary key={attempt} onOnline={retry}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </OptionalPartBoundary>
    );
  }
  return OptionalPart;
}
