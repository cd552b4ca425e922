/** The layout engine (spec 1 §3, §9): split trees with resizable splitters. */
export { type CellConstraints, LayoutView, type LayoutViewProps } from './LayoutView';
export { Splitter, type SplitterProps } from './Splitter';
export { splitItemFlex } from './splitItemFlex';
