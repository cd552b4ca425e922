/** Archive playback's metadata (issue 31): each message goes just before the first picture of its
 *  time or later, never after it; it is read a window ahead, and near the live edge, where the
 *  detectors still write, the newest seconds are read again without sending anything twice. */
import type { MetadataMark } from '../metadata/packMarks';
import type { Frame } from '../sources/SourceListener';
import { ArchiveMarks, withMarks } from './ArchiveMarks';

const T = 1_700_000_000_000;
const picture = (pts: number): Frame =>
  ({ pts, duration: 100, key: false, data: new Uint8Array([pts % 256]) }) as Frame;
const mark = (pts: number, source = 0): MetadataMark => ({ pts, duration: 1_000, data: new Uint8Array([source, 0]) });

describe('withMarks', () => {
  it('puts each message before the first picture at or after its time', () => {
    const items = withMarks([picture(T), picture(T + 100), picture(T + 200)], [mark(T + 100), mark(T + 150)]);
    const order = items.map((item) => ('mark' in item ? `m${item.mark.pts - T}` : `p${(item as Frame).pts - T}`));
    expect(order).toEqual(['p0', 'm100', 'p100', 'm150', 'p200']);
  });

  it('leaves sound where it was', () => {
    const sound = { sound: picture(T + 50) };
    const items = withMarks<{ sound: Frame }>([picture(T), sound, picture(T + 100)], [mark(T + 60)]);
    expect(items[1]).toBe(sound);
    expect(items[2]).toEqual({ mark: mark(T + 60) });
  });
});

describe('ArchiveMarks', () => {
  it('reads ahead in windows, hands each message out once, and the one standing at the start too', async () => {
    const stored = [mark(T - 500), mark(T + 100), mark(T + 100, 1), mark(T + 5_000), mark(T + 12_000)];
    const calls: Array<[number, number]> = [];
    const range = async (_camera: string, from: number, to: number) => {
      calls.push([from - T, to - T]);
      return stored.filter((m) => m.pts >= from && m.pts < to);
    };
    const marks = new ArchiveMarks(range, 'cam', T, () => T + 3_600_000);
    expect((await marks.take(T + 1_000)).map((m) => m.pts - T)).toEqual([-500, 100, 100]);
    expect(await marks.take(T + 2_000)).toEqual([]);
    expect((await marks.take(T + 9_000)).map((m) => m.pts - T)).toEqual([5_000]);
    expect((await marks.take(T + 20_000)).map((m) => m.pts - T)).toEqual([12_000]);
    // A read per 10 s window, each from where the one before ended.
    expect(calls).toEqual([
      [-1_000, 9_000],
      [9_000, 19_000],
      [19_000, 29_000],
    ]);
  });

  it('near the live edge reads the newest seconds again, for what the detectors wrote since', async () => {
    const stored = [mark(T + 100)];
    const range = async (_camera: string, from: number, to: number) =>
      stored.filter((m) => m.pts >= from && m.pts < to);
    const marks = new ArchiveMarks(range, 'cam', T, () => T + 2_000);
    expect((await marks.take(T + 500)).map((m) => m.pts - T)).toEqual([100]);
    // Written after the first read, for a time still ahead of playback.
    stored.push(mark(T + 900));
    expect((await marks.take(T + 1_000)).map((m) => m.pts - T)).toEqual([900]);
    expect(await marks.take(T + 1_500)).toEqual([]);
  });
});
