// Last-resort error boundary around the router, for errors the route boundary cannot catch.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { CrashScreen } from '../components/CrashScreen';
import { errorMessage } from './errorMessage';

interface Props {
  children: ReactNode;
  onReturnHome?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
}

export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    const onReturnHome = this.props.onReturnHome ?? (() => window.location.assign('/'));
    return <CrashScreen message={errorMessage(this.state.error)} onReturnHome={onReturnHome} />;
  }
}
