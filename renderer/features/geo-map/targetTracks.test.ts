import { mergeTargetReports, targetPositions } from './targetTracks';

const report = (targetId: string, n: number) => ({
  targetId,
  type: 'person',
  modifiedAt: n,
  position: { lat: 52 + n / 1000, lng: 21 },
});

describe('target tracks (spec 3 §9: 10 points)', () => {
  it('keeps the last 10 positions of each target, newest last, whatever order reports come in', () => {
    const reports = Array.from({ length: 14 }, (_, i) => report('a', 13 - i));
    const tracks = mergeTargetReports(new Map(), [...reports, report('b', 1)]);
    expect(tracks.get('a')?.track).toHaveLength(10);
    expect(tracks.get('a')?.track.at(-1)).toEqual({ lat: 52.013, lng: 21 });
    expect(tracks.get('a')?.track[0]).toEqual({ lat: 52.004, lng: 21 });
    expect(targetPositions(tracks)).toEqual([
      { lat: 52.013, lng: 21 },
      { lat: 52.001, lng: 21 },
    ]);
  });

  it('drops a report older than the position held and reports without a position', () => {
    const held = mergeTargetReports(new Map(), [report('a', 5)]);
    const next = mergeTargetReports(held, [report('a', 3), { targetId: 'a', modifiedAt: 9, position: null }]);
    expect(next.get('a')?.track).toEqual([{ lat: 52.005, lng: 21 }]);
  });
});
