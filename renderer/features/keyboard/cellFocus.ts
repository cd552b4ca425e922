/** Moving the focus between the cells on screen (issue 30): previous and next in reading order,
 *  up and down to the nearest cell above or below, a cell by its number. */
import { cellsOnScreen, type CellTarget } from '../keyboard-targets';

export type CellMove = 'previous' | 'next' | 'up' | 'down';

function centre(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2, top: rect.top, bottom: rect.bottom };
}

/** The cell a move leads to from `from` (the first cell when the focus is in none). */
export function cellAfterMove(
  targets: readonly CellTarget[],
  from: HTMLElement | null,
  move: CellMove,
): CellTarget | null {
  if (targets.length === 0) return null;
  const index = targets.findIndex((target) => target.element === from);
  if (index < 0) return targets[0] ?? null;
  if (move === 'previous') return targets[index - 1] ?? null;
  if (move === 'next') return targets[index + 1] ?? null;
  const here = centre(targets[index]!.element);
  let best: CellTarget | null = null;
  let bestScore = Infinity;
  for (const target of targets) {
    if (target.element === from) continue;
    const there = centre(target.element);
    const beyond = move === 'up' ? there.bottom <= here.top + 1 : there.top >= here.bottom - 1;
    if (!beyond) continue;
    // Nearest row first, then the column nearest the one the focus is in.
    const score = Math.abs(there.y - here.y) * 4 + Math.abs(there.x - here.x);
    if (score < bestScore) {
      best = target;
      bestScore = score;
    }
  }
  return best;
}

export function focusCell(target: CellTarget | null): boolean {
  if (!target) return false;
  target.element.focus();
  return document.activeElement === target.element;
}

export function moveCellFocus(from: HTMLElement | null, move: CellMove): boolean {
  return focusCell(cellAfterMove(cellsOnScreen(), from, move));
}

/** Cell `number` (1–9) of the view on screen. */
export function cellNumber(number: number): CellTarget | null {
  return cellsOnScreen()[number - 1] ?? null;
}
