import { Component, type ReactNode } from 'react';
import { LoadError } from '@/client/components/ui/load-error';

interface Props {
  /** Moving to another address clears the failure. */
  resetKey: string;
  children: ReactNode;
}

/** A screen whose chunk failed to arrive (a dropped mobile connection) shows a message instead of a blank page. */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-7xl px-4 py-16">
        <LoadError />
      </div>
    );
  }
}
