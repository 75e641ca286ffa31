import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BrandLogo } from '../brand-logo';
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
    if (!this.state.failed) return this.props.children;
    // The whole app is replaced, navbar included: keep the brand on screen so the page is recognisable.
    return (
      <div className="min-h-dvh bg-stone-50">
        <div className="flex justify-center pt-12">
          <BrandLogo size="lg" />
        </div>
        <UnexpectedErrorPage reloadHome />
      </div>
    );
  }
}
