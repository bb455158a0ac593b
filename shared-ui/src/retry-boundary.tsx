// A part whose render failed (most often: its chunk did not load, offline or after a deploy), with what
// the caller shows in its place and a way to try again, which renders the part anew. The rest of the
// page keeps working. lazy-panel's panels and the host's full frame use it.
import { Component } from 'react';
import type { ReactNode } from 'react';

export interface RetryBoundaryProps {
  /** What shows in the part's place once it has failed; `retry` renders the part again. */
  failed: (retry: () => void) => ReactNode;
  children: ReactNode;
}

export class RetryBoundary extends Component<RetryBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}
