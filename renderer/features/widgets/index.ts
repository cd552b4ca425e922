/** The widget registry (spec 3 §2.6): registered implementations, the host that places one in a
 *  cell, the Widgets panel list and the property editor. */
export { PropertyEditor, type PropertyEditorProps } from './PropertyEditor';
export { URL_WIDGET_SANDBOX } from './urlWidget/UrlWidget';
export { urlWidgetDefinition } from './urlWidget/urlWidgetDefinition';
export { WidgetHost, type WidgetHostProps } from './WidgetHost';
export { WidgetList, type WidgetListProps } from './WidgetList';
export {
  getWidget,
  hasEditableProperties,
  isWidgetAllowed,
  listAvailableWidgets,
  registerWidget,
} from './widgetRegistry';
export type {
  OptionFieldProps,
  ViewValidationContext,
  WidgetComponentProps,
  WidgetDefinition,
  WidgetMessage,
} from './widgetTypes';
