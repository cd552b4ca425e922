import { spreadCameras, type NodeForSpread } from './spreadCameras';

const cameras = Array.from({ length: 300 }, (_, i) => `camera-${i}`);
const node = (id: string, weight = 1, pinned: string[] = []): NodeForSpread => ({ id, weight, pinned });

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

  it('is the same plan whatever order the nodes are listed in, and none without a live node', () => {
    const one = spreadCameras(cameras, [node('a'), node('b'), node('c')]);
    const other = spreadCameras(cameras, [node('c'), node('a'), node('b')]);
    expect([...other]).toEqual([...one]);
    expect(spreadCameras(cameras, []).size).toBe(0);
  });
});
