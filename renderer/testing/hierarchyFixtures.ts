/** A hierarchy as the platform answers it: Sites with Building / Ground floor (two labels) and
 *  Outside / Car park, for the Device List's and the hierarchy editor's tests. */
export const hierarchyLevel = (id: string, name: string, levels: unknown[] = [], labelIds: string[] = []) => ({
  id,
  name,
  levels,
  labelIds,
});

export function sitesHierarchy(carParkLabels: string[] = []) {
  return {
    id: 'h',
    name: 'Sites',
    root: hierarchyLevel('root', 'Sites', [
      hierarchyLevel('b', 'Building', [hierarchyLevel('g', 'Ground floor', [], ['l-gate', 'l-lobby'])]),
      hierarchyLevel('o', 'Outside', [hierarchyLevel('p', 'Car park', [], carParkLabels)]),
    ]),
  };
}
