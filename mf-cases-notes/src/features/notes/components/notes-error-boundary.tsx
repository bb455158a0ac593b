// The note area's own error boundary (spec 001 §8: 'Note area crash' shows 'Unable to retrieve
// notes'): a crash in the notes never takes the record page around them down.
import { Component } from 'react';
import type { ReactNode } from 'react';
import { Alert } from 'antd';

const NOTES_CRASHED = 'Unable to retrieve notes';

export class NotesErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? <Alert type="error" showIcon title={NOTES_CRASHED} /> : this.props.children;
  }
}
