/** The cameras of a Video Touring widget: drops append, duplicates are ignored (spec 3 §2.6), and
 *  the list is kept per user, realm, view and widget in localStorage, as is the platform's camera
 *  tour the widget plays instead when one is chosen (issue 28). */
import { jsonCodec, localStorageAtomFamily } from '../../state';

export interface TourCamera {
  id: string;
  name: string;
}

/** The list with the camera appended, or the same list when it is already there. */
export function addToTour(list: readonly TourCamera[], camera: TourCamera): readonly TourCamera[] {
  return list.some((c) => c.id === camera.id) ? list : [...list, { id: camera.id, name: camera.name }];
}

function isTourCamera(c: unknown): c is TourCamera {
  return (
    !!c &&
    typeof c === 'object' &&
    typeof (c as TourCamera).id === 'string' &&
    typeof (c as TourCamera).name === 'string'
  );
}

const NO_CAMERAS: readonly TourCamera[] = Object.freeze([]);

/** The tour of one widget, per user and realm ('vantage.cameraTour.{user}@{realm}.{view}/{widget}');
 *  entries this version cannot read are dropped. */
export const tourAtom = localStorageAtomFamily(
  (scope: string, viewId: string, widgetId: string) => `vantage.cameraTour.${scope}.${viewId}/${widgetId}`,
  NO_CAMERAS,
  jsonCodec<readonly TourCamera[]>((parsed) => (Array.isArray(parsed) ? parsed.filter(isTourCamera) : undefined)),
);

/** The delay between cameras in ms from the widget's delay option (seconds), 5 s by default. */
export function tourDelayMs(value: unknown, allowed: readonly number[], fallback: number): number {
  const seconds = Number(value);
  return (allowed.includes(seconds) ? seconds : fallback) * 1000;
}

/** The platform's camera tour a widget plays instead of its dropped cameras ('' for those), per
 *  user and realm ('vantage.cameraTourSource.{user}@{realm}.{view}/{widget}'). */
export const tourSourceAtom = localStorageAtomFamily(
  (scope: string, viewId: string, widgetId: string) => `vantage.cameraTourSource.${scope}.${viewId}/${widgetId}`,
  '',
  jsonCodec<string>((parsed) => (typeof parsed === 'string' ? parsed : undefined)),
);
