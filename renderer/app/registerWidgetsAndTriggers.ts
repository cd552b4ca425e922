/** The one place where the console's widgets and status-bar triggers are registered (design.md §2):
 *  features define them, and only app/ puts them in the registries, so the widget registry and the
 *  status bar never import the features that fill them. */
import { ACKNOWLEDGEMENT_TRIGGER, EVENT_WIDGET_DEFINITIONS } from '../features/events';
import { IMAGE_MAP_WIDGET_DEFINITION } from '../features/image-map';
import { STATUS_BAR_TRIGGERS, type StatusBarTrigger, type StatusBarTriggerId } from '../features/statusbar';
import { DELIVERY_MANAGER_TRIGGER, VIDEO_WIDGET_DEFINITIONS } from '../features/video-widgets';
import { GEO_MAP_WIDGET_DEFINITIONS } from '../features/geo-map';
import { VMX_WIDGET_DEFINITION } from '../features/vmx';
import { registerWidget, urlWidgetDefinition } from '../features/widgets';

/** The bar's order: acknowledgement first, then the delivery manager. */
const TRIGGER_ORDER: readonly StatusBarTriggerId[] = ['acknowledgement', 'deliveryManager'];

let widgetsRegistered = false;

/** Every widget of the catalogue (spec 3 §2.6): the URL widget, the video, event and map widgets
 *  and the VMX. Calling it again changes nothing. */
export function registerWidgets(): void {
  if (widgetsRegistered) return;
  widgetsRegistered = true;
  registerWidget(urlWidgetDefinition);
  for (const definition of VIDEO_WIDGET_DEFINITIONS) registerWidget(definition);
  for (const definition of EVENT_WIDGET_DEFINITIONS) registerWidget(definition);
  registerWidget(IMAGE_MAP_WIDGET_DEFINITION);
  for (const definition of GEO_MAP_WIDGET_DEFINITIONS) registerWidget(definition);
  registerWidget(VMX_WIDGET_DEFINITION);
}

/** The status bar's popup triggers (spec 1 §2.10) in the bar's order; calling it again changes
 *  nothing. */
export function registerStatusBarTriggers(triggers: StatusBarTrigger[] = STATUS_BAR_TRIGGERS): void {
  for (const trigger of [ACKNOWLEDGEMENT_TRIGGER, DELIVERY_MANAGER_TRIGGER]) {
    if (!triggers.some((held) => held.id === trigger.id)) triggers.push(trigger);
  }
  triggers.sort((a, b) => TRIGGER_ORDER.indexOf(a.id) - TRIGGER_ORDER.indexOf(b.id));
}

/** Everything the console registers at start, before it renders. */
export function registerWidgetsAndTriggers(): void {
  registerWidgets();
  registerStatusBarTriggers();
}
