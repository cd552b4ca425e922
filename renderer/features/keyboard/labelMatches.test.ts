import { labelMatches, PATH_SEPARATOR } from './labelMatches';

const labels = [
  { id: 'l-gate', name: 'Gate' },
  { id: 'l-lobby', name: 'Lobby' },
  { id: 'l-dock', name: 'Loading dock' },
];

const sites = {
  name: 'Sites',
  root: {
    id: 'root',
    name: 'Sites',
    levels: [
      {
        id: 'north',
        name: 'North campus',
        levels: [{ id: 'b1', name: 'Building 1', labelIds: ['l-lobby'] }],
      },
      { id: 'south', name: 'South campus', labelIds: ['l-dock'] },
    ],
  },
};

describe('labelMatches', () => {
  it('finds the labels of every leaf below a level whose name holds the search, with the path as the reason', () => {
    const match = labelMatches('north', labels, [sites]);
    expect(match.labelIds).toEqual(['l-lobby']);
    expect(match.reasonOf(['l-other', 'l-lobby'])).toBe(['Sites', 'North campus', 'Building 1'].join(PATH_SEPARATOR));
    expect(match.reasonOf(['l-dock'])).toBeNull();
  });

  it('names the label itself when its name holds the search, before a path that leads to it', () => {
    const match = labelMatches('DOCK', labels, [sites]);
    expect(match.labelIds).toEqual(['l-dock']);
    expect(match.reasonOf(['l-dock'])).toBe('Loading dock');
  });

  it("takes a whole hierarchy when the search holds the hierarchy's name", () => {
    expect(labelMatches('sites', labels, [sites]).labelIds.sort()).toEqual(['l-dock', 'l-lobby']);
  });

  it('finds nothing for an empty search or a hierarchy without a tree', () => {
    expect(labelMatches('  ', labels, [sites]).labelIds).toEqual([]);
    expect(labelMatches('sites', [], [{ name: 'Sites', root: null }]).labelIds).toEqual([]);
  });
});
