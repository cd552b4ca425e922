/** The camera tours' routes (spec 3 §2.1): /view/cameraTour/add and
 *  /view/cameraTour/edit/{cameraTourId}[/{tabId}[/{stepIndex}]], the section's list, and how often
 *  a running tour is read again. */

export const CAMERA_TOURS_PATH = '/view/CameraTours';

/** The tabs of a tour's page: its name and state, and its steps. */
export const TOUR_TABS = ['general', 'steps'] as const;
export type TourTab = (typeof TOUR_TABS)[number];

export const isTourTab = (value: string | undefined): value is TourTab =>
  (TOUR_TABS as readonly string[]).includes(value ?? '');

/** The add page without an id; a tour's page, tab and step with one. */
export function cameraTourPath(id?: string, tab?: TourTab, stepIndex?: number): string {
  if (!id) return '/view/cameraTour/add';
  const base = `/view/cameraTour/edit/${encodeURIComponent(id)}`;
  if (!tab) return base;
  return stepIndex === undefined ? `${base}/${tab}` : `${base}/${tab}/${stepIndex}`;
}

/** How often a running tour is read again, for the step it is on. */
export const RUNNING_REFRESH_MS = 3_000;
