/** Names of image map sets, layers and maps (spec 3 §3.4; the rules are not shown, so as for
 *  hierarchies, spec 3 §5): trimmed, non-empty, at most 255 characters and unique among siblings,
 *  compared case-insensitively. The console disables its confirm button on the same rule the
 *  platform enforces. */
import { IMAGE_MAP_ERRORS, IMAGE_MAP_NAME_MAX_LENGTH } from './imageMapConstants';

export interface NamedSibling {
  id: string;
  name: string;
}

/** The refusal for a name among its siblings (itself, `selfId`, left out), or null when it is fine. */
export function imageMapNameError(
  name: string,
  siblings: readonly NamedSibling[],
  selfId: string | undefined,
  takenMessage: string,
): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return IMAGE_MAP_ERRORS.nameEmpty;
  if (trimmed.length > IMAGE_MAP_NAME_MAX_LENGTH) return IMAGE_MAP_ERRORS.nameTooLong;
  const key = trimmed.toLowerCase();
  return siblings.some((s) => s.id !== selfId && s.name.trim().toLowerCase() === key) ? takenMessage : null;
}
