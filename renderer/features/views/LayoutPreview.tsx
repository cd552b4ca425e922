/** A miniature of a view's layout: its cells in place, each named after its widget. */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutNode, View } from '../../../shared/views';
import { splitItemFlex } from '../layout';

export function LayoutPreview({ view, style }: { view: View; style?: CSSProperties }) {
  return (
    <div className="vt-layout-preview" style={style} aria-hidden="true">
      <PreviewNode node={view.layout} view={view} />
    </div>
  );
}

function PreviewNode({ node, view }: { node: LayoutNode; view: View }) {
  const { t } = useTranslation();
  if (node.type === 'cell') {
    const widget = view.widgets.find((w) => w.id === node.id);
    return (
      <div className="vt-layout-preview__cell">
        {widget ? t(`widgets.names.${widget.widgetId}`, { defaultValue: widget.name }) : ''}
      </div>
    );
  }
  return (
    <div className={`vt-layout-preview__split vt-layout-preview__split--${node.orientation}`}>
      {node.children.map((child) => (
        <div
          key={child.id}
          className="vt-layout-preview__item"
          // A miniature has no room for real pixel widths: a fixed cell takes a fifth of it.
          style={{ flex: splitItemFlex(child, node.children, () => '20%') }}
        >
          <PreviewNode node={child} view={view} />
        </div>
      ))}
    </div>
  );
}
