import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What renders in place of the children after they threw; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** A change of this value (the address) clears a failure, so moving on leaves it behind. */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  failure: { error: unknown } | undefined;
  resetKey: unknown;
}

/**
 * React's error boundary, the few lines the shell needs. Written out rather than taken from
 * react-error-boundary: it must sit in the entry bundle (a failure screen cannot wait for a chunk),
 * and the library's 1.2 KB gzip would push the entry over its budget for hooks the app doesn't use.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { failure: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    this.setState({ failure: undefined });
  };

  override render(): ReactNode {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.error, this.retry) : this.props.children;
  }
}
