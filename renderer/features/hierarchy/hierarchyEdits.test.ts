import type { HierarchyLevel } from '../../../shared/labels/hierarchyTree';
import {
  addLevel,
  canAddChild,
  findLevel,
  labelsClearedByChild,
  pathTo,
  removeLevel,
  renameLevel,
  setLevelLabels,
  siblingsOf,
} from './hierarchyEdits';

const leaf = (id: string, labelIds: string[] = []): HierarchyLevel => ({
  id,
  name: id.toUpperCase(),
  levels: [],
  labelIds,
});
const root = {
  id: 'root',
  name: 'Sites',
  levels: [{ id: 'b', name: 'B', levels: [leaf('g', ['l1', 'l2'])], labelIds: [] }, leaf('o')],
  labelIds: [],
};

/** A chain of `depth` levels below the root, the deepest id `d<depth>`. */
function chain(depth: number): HierarchyLevel {
  let level = leaf(`d${depth}`);
  for (let d = depth - 1; d >= 1; d--) level = { id: `d${d}`, name: `D${d}`, levels: [level], labelIds: [] };
  return { id: 'root', name: 'R', levels: [level], labelIds: [] };
}

describe('hierarchy tree edits (spec 3 §4 hierarchy tree)', () => {
  it('finds the path to a level and the level itself', () => {
    expect(pathTo(root, 'g').map((l) => l.id)).toEqual(['b', 'g']);
    expect(pathTo(root, 'nope')).toEqual([]);
    expect(findLevel(root, 'root')?.name).toBe('Sites');
  });

  it('adds a root level or a child; a child under a leaf clears its labels, and says how many first', () => {
    expect(addLevel(root, 'root', leaf('n')).levels?.map((l) => l.id)).toEqual(['b', 'o', 'n']);
    expect(labelsClearedByChild(root, 'g')).toBe(2);
    expect(labelsClearedByChild(root, 'b')).toBe(0);
    const added = addLevel(root, 'g', leaf('n'));
    expect(findLevel(added, 'g')).toMatchObject({ labelIds: [], levels: [{ id: 'n' }] });
  });

  it('allows children down to the nesting maximum only', () => {
    expect(canAddChild(chain(4), 'd4')).toBe(true);
    expect(canAddChild(chain(5), 'd5')).toBe(false);
    expect(canAddChild(chain(5), 'root')).toBe(true);
  });

  it('renames (trimmed), removes with everything below, and sets a leaf’s labels', () => {
    expect(findLevel(renameLevel(root, 'o', ' Out '), 'o')?.name).toBe('Out');
    expect(pathTo(removeLevel(root, 'b'), 'g')).toEqual([]);
    expect(findLevel(setLevelLabels(root, 'o', ['l3']), 'o')?.labelIds).toEqual(['l3']);
  });

  it('lists a level’s siblings for the unique-name rule', () => {
    expect(siblingsOf(root, 'o').map((l) => l.id)).toEqual(['b']);
    expect(siblingsOf(root, 'new', 'b').map((l) => l.id)).toEqual(['g']);
  });
});
