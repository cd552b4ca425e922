/** What a widget implementation gives the registry: its catalogue entry, the component that
 *  renders it, and its own checks run before a view is saved. */
import type { ComponentType } from 'react';
import type { WidgetSpec } from '../../../shared/widgets';
import type { View, WidgetProps } from '../../../shared/views';
import type { StateStore } from '../../state';

export interface WidgetComponentProps {
  /** The placed widget's id (its cell). */
  instanceId: string;
  /** The view the widget sits in: widgets of one view talk to each other (e.g. Timeline and
   *  Archive Viewers) and keep their state per view. */
  viewId: string;
  props: WidgetProps;
  /** Width and height of the cell in px (0 before the first measure). */
  size: { width: number; height: number };
}

/** A check result: a translation key under widgets.* and its values, or null when fine. */
export interface WidgetMessage {
  key: string;
  values?: Record<string, string>;
}

/** Who saves the view: state kept per user and realm (a cell's camera) counts for them. */
export interface ViewValidationContext {
  userId: string;
  realmId: string;
  /** The UI state at the moment of saving (e.g. the cameras the user has put in the cells). */
  state: StateStore;
}

export interface WidgetDefinition {
  spec: WidgetSpec;
  /** The module (feature) that provides the widget. */
  module: string;
  Component: ComponentType<WidgetComponentProps>;
  /** A problem that blocks saving the view (shown as an error toast). */
  validate?(props: WidgetProps): WidgetMessage | null;
  /** A problem of the whole view this widget sits in (e.g. a Timeline without an Archive Viewer). */
  validateView?(view: View, context: ViewValidationContext): WidgetMessage | null;
  /** Why the widget has no data source yet, if it has none (confirmed before saving). */
  missingDataSource?(props: WidgetProps): WidgetMessage | null;
  /** The widget's own fields for options the property editor cannot offer by their type alone
   *  (an id chosen among the realm's objects), by option key. */
  optionFields?: Readonly<Record<string, ComponentType<OptionFieldProps>>>;
}

/** A widget's own field for one of its options in the property editor. */
export interface OptionFieldProps {
  value: unknown;
  onChange(value: unknown): void;
}
