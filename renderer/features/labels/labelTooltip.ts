/** Spec 3 §2.9, §9: a camera's label tooltip: up to 10 label names, then '...and N more'. */
import { CAMERA_TOOLTIP_MAX_LABELS } from '../../../shared/labels/labelConstants';

export function labelTooltip(
  labelIds: readonly string[],
  names: ReadonlyMap<string, string>,
  andMore: (count: number) => string,
): string {
  const known = labelIds.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [name];
  });
  const shown = known.slice(0, CAMERA_TOOLTIP_MAX_LABELS);
  const rest = known.length - shown.length;
  return [...shown, ...(rest > 0 ? [andMore(rest)] : [])].join('\n');
}
