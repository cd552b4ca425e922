/** The cameras of a Video Touring widget: drops append, duplicates are ignored (spec 3 §2.6), and
 *  the list is kept per user, realm, view and widget in localStorage. */

export interface TourCamera {
  id: string;
  name: string;
}

/** The list with the camera appended, or the same list when it is already there. */
export function addToTour(list: readonly TourCamera[], camera: TourCamera): readonly TourCamera[] {
  return list.some((c) => c.id === camera.id) ? list : [...list, { id: camera.id, name: camera.name }];
}

export function tourStorageKey(scope: string, viewId: string, widgetId: string): string {
  return `vantage.cameraTour.${scope}.${viewId}/${widgetId}`;
}

export function readTour(key: string): readonly TourCamera[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (c): c is TourCamera =>
        !!c &&
        typeof c === 'object' &&
        typeof (c as TourCamera).id === 'string' &&
        typeof (c as TourCamera).name === 'string',
    );
  } catch {
    return [];
  }
}

export function writeTour(key: string, list: readonly TourCamera[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(list));
  } catch (error) {
    console.warn('Could not store the camera tour', error);
  }
}

/** The delay between cameras in ms from the widget's delay option (seconds), 5 s by default. */
export function tourDelayMs(value: unknown, allowed: readonly number[], fallback: number): number {
  const seconds = Number(value);
  return (allowed.includes(seconds) ? seconds : fallback) * 1000;
}
