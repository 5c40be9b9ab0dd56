import { Component, type ReactNode } from 'react';
import type { ErrorReporter } from '../kernel/types/index.ts';

interface Props {
  file: string;
  pointer: string;
  reporter: ErrorReporter;
  fallback: (message: string) => ReactNode;
  children: ReactNode;
}

/** Keeps one block's render crash from taking the page down: the crash is reported and the block skipped. */
export class BlockErrorBoundary extends Component<Props, { message: string | null }> {
  override state = { message: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown) {
    const { file, pointer, reporter } = this.props;
    reporter.report({ kind: 'render', file, pointer, rule: 'render', message: String(error), severity: 2 });
  }

  override render() {
    return this.state.message === null ? this.props.children : this.props.fallback(this.state.message);
  }
}
