import { spreadCameras, type NodeForSpread } from './spreadCameras';

const cameras = Array.from({ length: 300 }, (_, i) => `camera-${i}`);
const node = (id: string, weight = 1, pinned: string[] = []): NodeForSpread => ({ id, weight, pinned });
const grouped = (id: string, group: string, pinned: string[] = []): NodeForSpread => ({ id, weight: 1, pinned, group });

function counts(plan: Map<string, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const nodeId of plan.values()) out[nodeId] = (out[nodeId] ?? 0) + 1;
  return out;
}

describe('spreadCameras', () => {
  it('gives every camera to one live node, each a fair share', () => {
    const plan = spreadCameras(cameras, [node('a'), node('b'), node('c')]);
    expect(plan.size).toBe(300);
    for (const n of Object.values(counts(plan))) expect(n).toBeGreaterThan(70);
  });

  it('gives a node of weight 3 about three times the cameras of one of weight 1', () => {
    const share = counts(spreadCameras(cameras, [node('a', 3), node('b', 1)]));
    expect(share.a! / share.b!).toBeGreaterThan(2);
    expect(share.a! / share.b!).toBeLessThan(4.5);
  });

  it('keeps a pinned camera on its node while it lives, and moves it when that node is gone', () => {
    const pinned = [node('a'), node('b', 1, ['camera-7']), node('c')];
    expect(spreadCameras(cameras, pinned).get('camera-7')).toBe('b');
    expect(['a', 'c']).toContain(spreadCameras(cameras, [node('a'), node('c')]).get('camera-7'));
  });

  it('moves only the lost node’s cameras when a node goes, and the others stay where they were', () => {
    const before = spreadCameras(cameras, [node('a'), node('b'), node('c')]);
    const after = spreadCameras(cameras, [node('a'), node('c')]);
    for (const camera of cameras) {
      if (before.get(camera) !== 'b') expect(after.get(camera)).toBe(before.get(camera));
      else expect(['a', 'c']).toContain(after.get(camera));
    }
  });

  describe('failover groups', () => {
    // Two rooms of two nodes each: east (e1, e2) and west (w1, w2).
    const all = [grouped('e1', 'east'), grouped('e2', 'east'), grouped('w1', 'west'), grouped('w2', 'west')];
    const without = (...ids: string[]) => all.filter((n) => !ids.includes(n.id));

    it('spreads over every node while all live, as without groups', () => {
      const plan = spreadCameras(cameras, all, all);
      for (const n of Object.values(counts(plan))) expect(n).toBeGreaterThan(50);
      expect([...plan]).toEqual([
        ...spreadCameras(
          cameras,
          all.map(({ id }) => node(id)),
        ),
      ]);
    });

    it('moves a dead node’s cameras to the live nodes of its group only, and no other camera', () => {
      const before = spreadCameras(cameras, all, all);
      const after = spreadCameras(cameras, without('e1'), all);
      const moved = cameras.filter((c) => before.get(c) === 'e1');
      expect(moved.length).toBeGreaterThan(50);
      for (const camera of moved) expect(after.get(camera)).toBe('e2');
      for (const camera of cameras) if (before.get(camera) !== 'e1') expect(after.get(camera)).toBe(before.get(camera));
    });

    it('moves them to the other groups only when their group has no live node', () => {
      const before = spreadCameras(cameras, all, all);
      const after = spreadCameras(cameras, without('e1', 'e2'), all);
      const east = cameras.filter((c) => ['e1', 'e2'].includes(before.get(c)!));
      expect(new Set(east.map((c) => after.get(c)))).toEqual(new Set(['w1', 'w2']));
    });

    it('keeps a camera pinned to a dead node within that node’s group', () => {
      const pinned = [grouped('e1', 'east', ['camera-7']), ...without('e1')];
      const plan = spreadCameras(cameras, without('e1'), pinned);
      expect(plan.get('camera-7')).toBe('e2');
    });

    it('sends a dead ungrouped node’s cameras to every live node, as before groups', () => {
      const known = [node('a'), node('b'), grouped('c', 'east'), grouped('d', 'east')];
      const before = spreadCameras(cameras, known, known);
      const plan = spreadCameras(cameras, known.slice(1), known);
      const fromA = cameras.filter((c) => before.get(c) === 'a');
      expect(new Set(fromA.map((c) => plan.get(c)))).toEqual(new Set(['b', 'c', 'd']));
    });
  });

  it('is the same plan whatever order the nodes are listed in, and none without a live node', () => {
    const one = spreadCameras(cameras, [node('a'), node('b'), node('c')]);
    const other = spreadCameras(cameras, [node('c'), node('a'), node('b')]);
    expect([...other]).toEqual([...one]);
    expect(spreadCameras(cameras, []).size).toBe(0);
  });
});
