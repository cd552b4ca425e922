import { hierarchyTreeError, labelsUnder, leafLabels } from './hierarchyTree';
import { hierarchyNameError, isLabelNameValid, isLevelNameValid, matchesLabelSearch } from './labelNames';

const tree = {
  id: 'root',
  name: 'Sites',
  levels: [
    { id: 'b', name: 'Building', levels: [{ id: 'g', name: 'Ground', labelIds: ['l1', 'l2', 'l1'] }] },
    { id: 'o', name: 'Outside', labelIds: ['l3'] },
  ],
};

describe('hierarchy trees (spec 3 §3.3)', () => {
  it('lists leaves with their paths and labels, and the labels under a branch', () => {
    expect(leafLabels(tree)).toEqual([
      { levelId: 'g', path: ['Building', 'Ground'], labelIds: ['l1', 'l2'] },
      { levelId: 'o', path: ['Outside'], labelIds: ['l3'] },
    ]);
    expect(labelsUnder(tree)).toEqual(['l1', 'l2', 'l3']);
    expect(labelsUnder(tree.levels[0]!)).toEqual(['l1', 'l2']);
  });

  it('refuses more than 5 levels, labels on a branch, and empty or twin sibling names', () => {
    expect(hierarchyTreeError(tree)).toBeNull();
    const deep = (n: number): { id: string; name: string; levels?: unknown[] } =>
      n === 0 ? { id: 'x', name: 'x' } : { id: `d${n}`, name: `d${n}`, levels: [deep(n - 1)] };
    expect(hierarchyTreeError({ id: 'r', name: 'r', levels: [deep(4)] } as never)).toBeNull();
    expect(hierarchyTreeError({ id: 'r', name: 'r', levels: [deep(5)] } as never)).toBe(
      'A hierarchy has at most 5 levels',
    );
    expect(hierarchyTreeError({ ...tree, levels: [{ ...tree.levels[0]!, labelIds: ['l1'] }] })).toBe(
      'Labels are assigned at leaves only',
    );
    expect(hierarchyTreeError({ id: 'r', name: 'r', levels: [{ id: 'a', name: ' ' }] })).toMatch(
      /unique among siblings/,
    );
  });
});

describe('names (spec 3 §5)', () => {
  const labels = [{ id: '1', name: 'Gate' }];
  it('labels: non-empty, unique by exact match excluding itself', () => {
    expect(isLabelNameValid('Gate', labels)).toBe(false);
    expect(isLabelNameValid('Gate', labels, '1')).toBe(true);
    expect(isLabelNameValid('gate', labels)).toBe(true);
    expect(isLabelNameValid(' ', labels)).toBe(false);
  });
  it('hierarchies: non-empty, unique case-insensitively excluding itself', () => {
    expect(hierarchyNameError('', [])).toBe('empty');
    expect(hierarchyNameError('SITES', [{ id: 'h', name: 'Sites' }])).toBe('exists');
    expect(hierarchyNameError('SITES', [{ id: 'h', name: 'Sites' }], 'h')).toBeNull();
  });
  it('levels and label search', () => {
    expect(isLevelNameValid('A', [{ id: 'x', name: 'A' }])).toBe(false);
    expect(matchesLabelSearch('Front Gate', 'gaTE')).toBe(true);
  });
});
