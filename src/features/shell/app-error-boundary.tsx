import { Component, type ReactNode } from 'react';
import type { ErrorReporter } from '../../kernel/types/index.ts';
import { FatalError, type BuildCheck } from './fatal-error.tsx';

interface Props {
  /** The boundary resets when this changes (the path), so navigating away from a broken page recovers. */
  resetKey: string;
  reporter: ErrorReporter;
  supportCode: string;
  /** Every caught error, for the site behaviours (a page whose code failed to download gets a reload offer). */
  onError: (error: unknown) => void;
  /** Asks whether a newer build is out, so the error screen can offer it (none on the server). */
  builds?: BuildCheck;
  children: ReactNode;
}

/** Catches render errors below the shell and shows the fatal error screen with the support code. */
export class AppErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '__pending__' };
  }

  override componentDidCatch(error: unknown) {
    this.setState({ failedAt: this.props.resetKey });
    this.props.onError(error);
    this.props.reporter.report({ kind: 'fatal', message: String(error), severity: 2, detail: error });
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ failedAt: null });
  }

  override render() {
    if (this.state.failedAt !== null) {
      return (
        <FatalError
          supportCode={this.props.supportCode}
          builds={this.props.builds}
          onRetry={() => this.setState({ failedAt: null })}
        />
      );
    }
    return this.props.children;
  }
}
