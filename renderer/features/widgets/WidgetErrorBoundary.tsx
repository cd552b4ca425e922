/** Spec 1 §8: a widget that fails to render shows the error's message with the stack in details,
 *  and the rest of the view keeps working. */
import { Component, type ReactNode } from 'react';

interface Props {
  title: string;
  detailsLabel: string;
  children: ReactNode;
}

export class WidgetErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="vt-widget-message vt-widget-message--error" role="alert">
        <strong>{this.props.title}</strong>
        <p>{error.message}</p>
        {error.stack && (
          <details>
            <summary>{this.props.detailsLabel}</summary>
            <pre>{error.stack}</pre>
          </details>
        )}
      </div>
    );
  }
}
