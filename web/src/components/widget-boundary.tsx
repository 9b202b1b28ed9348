/**
 * Keeps a failing widget (a render error) from taking the whole page down, and reports the error
 * (web/src/lib/error-reporting.ts) with the widget's name. The root's handler of caught render errors
 * (reportRenderError, web/src/app/error-reporting-setup.ts) leaves these to the boundary: one report each.
 */
import { Component, isValidElement, type ReactNode } from 'react';
import { isReportable, reportThrown } from '../lib/error-reporting';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
  /** The widget's name in the report; by default the name of the component the boundary wraps. */
  name?: string;
}

type NamedType = { displayName?: string; name?: string; type?: NamedType; render?: NamedType };

/** The name of the one component a boundary wraps (through memo and forwardRef), if it has one. */
export function widgetNameOf(children: ReactNode): string | undefined {
  if (!isValidElement(children) || typeof children.type === 'string') return undefined;
  const type = children.type as NamedType;
  return type.displayName || type.name || type.type?.displayName || type.type?.name || type.render?.displayName || type.render?.name || undefined;
}

/** The error as reportThrown describes it, its message naming the widget: `TypeError: x (in widget SimilarJobsList)`. */
function inWidget(error: unknown, widget: string | undefined): unknown {
  if (!widget) return error;
  if (error instanceof Error) return Object.assign(new Error(`${error.message} (in widget ${widget})`), { name: error.name, stack: error.stack });
  return typeof error === 'string' ? `${error} (in widget ${widget})` : error;
}

export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (!isReportable(error)) return;
    reportThrown('render-error', inWidget(error, this.props.name ?? widgetNameOf(this.props.children)));
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
