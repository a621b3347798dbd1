import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPage } from 'react-admin';

interface State {
  error: Error | null;
  info?: ErrorInfo;
}

/** Keeps the shell usable when a screen throws: react-admin's error page inside the layout, with a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ error, info });
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere gives the next screen a fresh start.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error, info } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorPage error={error} errorInfo={info} resetErrorBoundary={() => this.setState({ error: null })} />
    );
  }
}
