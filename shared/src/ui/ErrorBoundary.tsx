import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What to show instead of the failed tree; receives the error and a reset. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** Reset when this value changes (the route, typically). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches render failures below it, so one broken part never blanks the whole page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[render failure]', error, info.componentStack);
  }

  private reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}

/** The message of the global boundary (docs/product.md#render-failures-and-unavailable-parts). */
export function SomethingWentWrong() {
  return (
    <div role="alert" className="tv-container tv-section" style={{ textAlign: 'center' }}>
      <h2>Something went wrong.</h2>
      <p>Please reload the page. Your cart is safe.</p>
    </div>
  );
}
