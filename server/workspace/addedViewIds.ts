/** The views a workspace configuration write adds (spec 1 §6: adding views is for admins only):
 *  ids in the new configuration's views that the stored one does not hold. Views already held may
 *  be written back, reordered or dropped; entries without a string id are no view to the console
 *  (it drops them when it reads the configuration), so they add nothing. */
export function addedViewIds(stored: unknown, next: unknown): string[] {
  const held = new Set(viewIds(stored));
  return viewIds(next).filter((id) => !held.has(id));
}

function viewIds(config: unknown): string[] {
  if (typeof config !== 'object' || config === null) return [];
  const { views } = config as { views?: unknown };
  if (!Array.isArray(views)) return [];
  return views.flatMap((view: unknown) => {
    const id = typeof view === 'object' && view !== null ? (view as { id?: unknown }).id : undefined;
    return typeof id === 'string' ? [id] : [];
  });
}
