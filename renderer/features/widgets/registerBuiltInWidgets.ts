/** Registers the widgets that exist today (the URL widget and the video widgets); the others
 *  register with their issues. */
import { VIDEO_WIDGET_DEFINITIONS } from '../video';
import { urlWidgetDefinition } from './urlWidget/urlWidgetDefinition';
import { registerWidget } from './widgetRegistry';

let registered = false;

export function registerBuiltInWidgets(): void {
  if (registered) return;
  registered = true;
  registerWidget(urlWidgetDefinition);
  for (const definition of VIDEO_WIDGET_DEFINITIONS) registerWidget(definition);
}
