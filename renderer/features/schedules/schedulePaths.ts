/** The schedules' routes (spec 3 §2.1): /view/schedule/add and /view/schedule/edit/{scheduleId},
 *  and the section's list. */

export const SCHEDULES_PATH = '/view/Schedules';

/** The add page without an id; a schedule's page with one. */
export function schedulePath(id?: string): string {
  return id ? `/view/schedule/edit/${encodeURIComponent(id)}` : '/view/schedule/add';
}
