// A local error boundary: one failing panel shows a short message, the rest of the page stays.
import { Component, type ReactNode } from 'react';
import { PanelError } from './panel-error';

interface Props {
  children: ReactNode;
}

export class PanelBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <PanelError onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}
