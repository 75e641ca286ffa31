import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnexpectedErrorPage } from './unexpected-error-page';

interface State {
  failed: boolean;
}

/** A render error (or a lazily loaded chunk that could not be fetched) shows the generic error page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <UnexpectedErrorPage reloadHome /> : this.props.children;
  }
}
