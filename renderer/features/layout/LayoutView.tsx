/** The layout engine's view: a view's split tree as nested flex boxes with resizable splitters.
 *  Fixed-size and frozen cells keep their extent; minimum sizes hold while resizing. */
import { Fragment, type ReactNode, useRef } from 'react';
import { type LayoutCell, type LayoutNode, type LayoutSplit, resizeSplit } from '../../../shared/views';
import { Splitter } from './Splitter';
import { splitItemFlex } from './splitItemFlex';
import { useLayoutDraft } from './useLayoutDraft';
import './layout.css';

export interface CellConstraints {
  /** Minimum width and height in px (e.g. a widget's minimum size). */
  minWidth?: number;
  minHeight?: number;
  freezeWidth?: boolean;
  freezeHeight?: boolean;
}

export interface LayoutViewProps {
  layout: LayoutNode;
  renderCell: (cell: LayoutCell) => ReactNode;
  /** The resized layout, LAYOUT_CHANGE_DEBOUNCE_MS after the last change. */
  onLayoutChange: (layout: LayoutNode) => void;
  constraints?: (cellId: string) => CellConstraints;
  label: string;
}

export function LayoutView({ layout, renderCell, onLayoutChange, constraints, label }: LayoutViewProps) {
  const [draft, change] = useLayoutDraft(layout, onLayoutChange);
  const gestureStart = useRef<LayoutNode>(draft);
  const context: NodeContext = {
    renderCell,
    constraints: constraints ?? (() => ({})),
    move(split, index, delta, gesture, extent) {
      if (gesture === 'start') {
        gestureStart.current = draft;
        return;
      }
      const base = gesture === 'key' ? draft : gestureStart.current;
      const mins = split.children.map((child) => minShare(child, split, extent, context.constraints));
      const next = resizeSplit(base, split.id, index, delta, mins);
      if (next !== base || gesture === 'move') change(next);
    },
  };
  return (
    <div className="vt-layout" role="group" aria-label={label}>
      <Node node={draft} context={context} />
    </div>
  );
}

interface NodeContext {
  renderCell: (cell: LayoutCell) => ReactNode;
  constraints: (cellId: string) => CellConstraints;
  move(split: LayoutSplit, index: number, delta: number, gesture: 'start' | 'move' | 'key', extent: number): void;
}

function Node({ node, context }: { node: LayoutNode; context: NodeContext }) {
  const ref = useRef<HTMLDivElement>(null);
  if (node.type === 'cell') {
    return (
      <div className="vt-layout__cell" data-cell-id={node.id}>
        {context.renderCell(node)}
      </div>
    );
  }
  const horizontal = node.orientation === 'horizontal';
  const extent = () => {
    const rect = ref.current?.getBoundingClientRect();
    return rect ? (horizontal ? rect.width : rect.height) : 0;
  };
  return (
    <div ref={ref} className={`vt-layout__split vt-layout__split--${node.orientation}`}>
      {node.children.map((child, index) => {
        const next = node.children[index + 1];
        return (
          <Fragment key={child.id}>
            <div className="vt-layout__item" style={{ flex: splitItemFlex(child, node.children) }}>
              <Node node={child} context={context} />
            </div>
            {next && (
              <Splitter
                orientation={node.orientation}
                value={child.size / (child.size + next.size || 1)}
                disabled={isRigid(child, node, context.constraints) || isRigid(next, node, context.constraints)}
                extent={extent}
                onMove={(delta, gesture) => context.move(node, index, delta, gesture, extent())}
              />
            )}
          </Fragment>
        );
      })}
    </div>
  );
}

/** A child whose extent along the split cannot change: fixed in px, or a frozen cell. */
function isRigid(node: LayoutNode, parent: LayoutSplit, constraints: (id: string) => CellConstraints): boolean {
  if (node.type !== 'cell') return false;
  if (node.fixedPx !== undefined) return true;
  const c = constraints(node.id);
  return parent.orientation === 'horizontal' ? c.freezeWidth === true : c.freezeHeight === true;
}

/** A child's minimum share of the split: its cells' minimum px over the split's extent. */
function minShare(
  node: LayoutNode,
  parent: LayoutSplit,
  extent: number,
  constraints: (id: string) => CellConstraints,
): number {
  if (extent <= 0) return 0;
  const px = minPx(node, parent.orientation === 'horizontal' ? 'width' : 'height', constraints);
  return Math.min(1, px / extent);
}

function minPx(node: LayoutNode, axis: 'width' | 'height', constraints: (id: string) => CellConstraints): number {
  if (node.type === 'cell') {
    const c = constraints(node.id);
    return (axis === 'width' ? c.minWidth : c.minHeight) ?? 0;
  }
  const along = (node.orientation === 'horizontal') === (axis === 'width');
  const mins = node.children.map((child) => minPx(child, axis, constraints));
  return along ? mins.reduce((sum, m) => sum + m, 0) : Math.max(0, ...mins);
}
