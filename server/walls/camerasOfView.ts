/** The cameras a shared view shows (spec 1 §3: a widget's camera is its props.deviceId), in the
 *  order of its widgets: what a wall display shows when it is given the view (issue 30). The view
 *  comes from stored JSON, so every part of it is checked before it is read. */
export function camerasOfView(views: readonly unknown[], viewId: string): string[] | undefined {
  const view = views.find((v): v is Record<string, unknown> => isObject(v) && v.id === viewId);
  if (!view) return undefined;
  const widgets = Array.isArray(view.widgets) ? view.widgets : [];
  const cameras: string[] = [];
  for (const widget of widgets) {
    const deviceId = isObject(widget) && isObject(widget.props) ? widget.props.deviceId : undefined;
    if (typeof deviceId === 'string' && deviceId !== '' && !cameras.includes(deviceId)) cameras.push(deviceId);
  }
  return cameras;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
