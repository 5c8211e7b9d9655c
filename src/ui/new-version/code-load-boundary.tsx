// Catches a failed code load below it (a lazily loaded page, modal or wizard part) and reports
// the new version instead of letting the error take the whole portal down; the page frame then
// shows the new-version page. Any other error goes on up as before.
import { Component, type ReactNode } from 'react';
import { isCodeLoadError, reportNewVersion } from './new-version';

export interface CodeLoadBoundaryProps {
  children: ReactNode;
}

interface State {
  /** A code load failed below: render nothing more here. */
  failed: boolean;
  /** Any other error, thrown again while rendering so the boundaries above see it. */
  error?: unknown;
}

export class CodeLoadBoundary extends Component<CodeLoadBoundaryProps, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return isCodeLoadError(error) ? { failed: true } : { failed: false, error };
  }

  componentDidCatch(error: unknown): void {
    if (isCodeLoadError(error)) reportNewVersion();
  }

  render() {
    if (this.state.error !== undefined) throw this.state.error;
    return this.state.failed ? null : this.props.children;
  }
}
