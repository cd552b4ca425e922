/** The widget registry: the implementations that exist, by catalogue id. Only registered,
 *  visible (not hidden admin) widgets allowed by the user's visual configuration are offered. */
import { HIDDEN_ADMIN_WIDGET_IDS } from '../../../shared/widgets';
import type { WidgetDefinition } from './widgetTypes';

const registry = new Map<string, WidgetDefinition>();

export function registerWidget(definition: WidgetDefinition): void {
  registry.set(definition.spec.id, definition);
}

export function getWidget(widgetId: string): WidgetDefinition | undefined {
  return registry.get(widgetId);
}

/** Spec 1 §3: widgets missing from the visual configuration's map are allowed. */
export function isWidgetAllowed(widgetFlags: Readonly<Record<string, boolean>>, widgetId: string): boolean {
  return widgetFlags[widgetId] !== false;
}

/** Spec 3 §2.6: with a list of enabled widgets (any flag set on), a widget not in it has an empty
 *  property editor. */
export function hasEditableProperties(widgetFlags: Readonly<Record<string, boolean>>, widgetId: string): boolean {
  const enabled = Object.entries(widgetFlags).filter(([, on]) => on);
  return enabled.length === 0 || widgetFlags[widgetId] === true;
}

/** Spec 1 §5: the widget list shows only visible widgets the user's visual configuration allows. */
export function listAvailableWidgets(widgetFlags: Readonly<Record<string, boolean>>): WidgetDefinition[] {
  const hidden = new Set<string>(HIDDEN_ADMIN_WIDGET_IDS);
  return [...registry.values()].filter(
    (definition) =>
      !definition.spec.hidden && !hidden.has(definition.spec.id) && isWidgetAllowed(widgetFlags, definition.spec.id),
  );
}
