/** The event list's keyboard (issue: an operator clearing a burst of alarms never needs the
 *  mouse): arrow keys move the selection (by a row of tiles up and down in the tile view), Enter
 *  opens the details, A acknowledges, Space toggles the selected event's check. */

export type ListKeyAction =
  { type: 'select'; index: number } | { type: 'open' } | { type: 'acknowledge' } | { type: 'toggleChecked' } | null;

export function listKeyAction(key: string, selected: number, count: number, columns = 1): ListKeyAction {
  if (count === 0) return null;
  const clamp = (index: number) => Math.max(0, Math.min(count - 1, index));
  const from = selected < 0 ? -1 : selected;
  switch (key) {
    case 'ArrowDown':
      return { type: 'select', index: from < 0 ? 0 : clamp(from + columns) };
    case 'ArrowUp':
      return { type: 'select', index: from < 0 ? 0 : clamp(from - columns) };
    case 'ArrowRight':
      return columns > 1 ? { type: 'select', index: clamp(from + 1) } : null;
    case 'ArrowLeft':
      return columns > 1 ? { type: 'select', index: from < 0 ? 0 : clamp(from - 1) } : null;
    case 'Home':
      return { type: 'select', index: 0 };
    case 'End':
      return { type: 'select', index: count - 1 };
    case 'Enter':
      return from < 0 ? null : { type: 'open' };
    case 'a':
    case 'A':
      return { type: 'acknowledge' };
    case ' ':
      return from < 0 ? null : { type: 'toggleChecked' };
    default:
      return null;
  }
}
