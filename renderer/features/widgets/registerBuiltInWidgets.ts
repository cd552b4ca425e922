/** Registers the widgets that exist today (the URL widget); the others register with their issues. */
import { urlWidgetDefinition } from './urlWidget/urlWidgetDefinition';
import { registerWidget } from './widgetRegistry';

let registered = false;

export function registerBuiltInWidgets(): void {
  if (registered) return;
  registered = true;
  registerWidget(urlWidgetDefinition);
}
