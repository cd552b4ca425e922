/** The name a view shows: a system view under its own name in the user's language; any other name
 *  as the user gave it — a system view's working copy renamed in edit mode included. */
import { SYSTEM_VIEWS, type View } from '../../../shared/views';

type Translate = (key: string, options: { defaultValue: string }) => string;

export function viewName(view: View, t: Translate): string {
  const system = view.isSystem ? SYSTEM_VIEWS.find((candidate) => candidate.id === view.id) : undefined;
  return system && system.name === view.name ? t(`views.system.${view.id}`, { defaultValue: view.name }) : view.name;
}
