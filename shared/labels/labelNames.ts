/** Spec 3 §5: label and hierarchy name rules, shared by the platform and the console's editors. */

/** A label name: non-empty and unique among labels (exact match, excluding the label itself). */
export function isLabelNameValid(
  name: string,
  labels: ReadonlyArray<{ id: string; name: string }>,
  selfId?: string,
): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && !labels.some((l) => l.id !== selfId && l.name === trimmed);
}

/** A hierarchy name's fault, or null: not empty, unique case-insensitively (excluding itself). */
export function hierarchyNameError(
  name: string,
  hierarchies: ReadonlyArray<{ id: string; name: string }>,
  selfId?: string,
): 'empty' | 'exists' | null {
  const key = name.trim().toLowerCase();
  if (!key) return 'empty';
  return hierarchies.some((h) => h.id !== selfId && h.name.trim().toLowerCase() === key) ? 'exists' : null;
}

/** A level name: non-empty and unique among its siblings (excluding the level itself). */
export function isLevelNameValid(
  name: string,
  siblings: ReadonlyArray<{ id: string; name: string }>,
  selfId?: string,
): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && !siblings.some((s) => s.id !== selfId && s.name.trim() === trimmed);
}

/** Spec 3 §5: label search is a case-insensitive substring match. */
export function matchesLabelSearch(name: string, search: string): boolean {
  return name.toLowerCase().includes(search.trim().toLowerCase());
}
