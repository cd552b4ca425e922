/** The overlay's time alignment (issue 31): a message for frame time t stands on the picture of t
 *  and the ones after it while its duration lasts, never on an earlier one (archive sends it ahead
 *  of its picture); a newer message of the same source replaces it, an empty one takes it away, and
 *  each source keeps its own. */
import { MetadataTrack } from './MetadataTrack';

const T = 1_700_000_000_000;
const box = (x: number, alert = false) => ({ x, y: 0.2, w: 0.1, h: 0.3, alert });

describe('MetadataTrack', () => {
  it('draws a message with the picture of its own time, not before, until its duration ends', () => {
    const track = new MetadataTrack();
    track.add({ pts: T + 200, duration: 1_000, source: 'motion', boxes: [box(0.5)] });
    expect(track.at(T + 100)).toEqual([]);
    expect(track.at(T + 199)).toEqual([]);
    expect(track.at(T + 200)).toEqual([box(0.5)]);
    expect(track.at(T + 1_100)).toEqual([box(0.5)]);
    expect(track.at(T + 1_200)).toEqual([]);
  });

  it('moves the box with each newer message, and an empty message ends it', () => {
    const track = new MetadataTrack();
    // Arriving out of order (two sources, a late engine) changes nothing.
    track.add({ pts: T + 400, duration: 1_000, source: 'motion', boxes: [box(0.3)] });
    track.add({ pts: T + 200, duration: 1_000, source: 'motion', boxes: [box(0.2)] });
    track.add({ pts: T + 600, duration: 1_000, source: 'motion', boxes: [] });
    expect(track.at(T + 300)).toEqual([box(0.2)]);
    expect(track.at(T + 400)).toEqual([box(0.3)]);
    expect(track.at(T + 500)).toEqual([box(0.3)]);
    expect(track.at(T + 600)).toEqual([]);
  });

  it('keeps each source apart, and forgets everything at a new position', () => {
    const track = new MetadataTrack();
    track.add({ pts: T, duration: 1_000, source: 'motion', boxes: [box(0.1)] });
    track.add({ pts: T + 100, duration: 2_000, source: 'analytics', boxes: [box(0.6, true)] });
    track.add({ pts: T + 300, duration: 1_000, source: 'motion', boxes: [] });
    expect(track.at(T + 100)).toEqual([box(0.1), box(0.6, true)]);
    expect(track.at(T + 400)).toEqual([box(0.6, true)]);
    track.clear();
    expect(track.at(T + 400)).toEqual([]);
  });

  it('reads a metadata frame of the socket', () => {
    const track = new MetadataTrack();
    // motion (0), one box, flags 1 (alert), x = y = 0, w = h = 65535.
    const data = new Uint8Array([0, 1, 1, 0, 0, 0, 0, 255, 255, 255, 255]);
    track.addFrame({ pts: T, duration: 500, data });
    expect(track.at(T + 10)).toEqual([{ x: 0, y: 0, w: 1, h: 1, alert: true }]);
  });
});
