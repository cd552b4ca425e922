import type { Frame } from '../sources/SourceListener';
import { AUDIO_LEAD_MS, withSound } from './withSound';

const frame = (pts: number, key = false): Frame => ({ pts, duration: 40, key, data: Buffer.alloc(1) });
const order = (items: ReturnType<typeof withSound>) =>
  items.map((item) => ('sound' in item ? `s${item.sound.pts}` : `v${item.pts}`));

describe('archive sound among the pictures of a row', () => {
  it('goes AUDIO_LEAD_MS ahead of its time, and the pictures keep their decode order', () => {
    // Decode order with a B-frame: 0, 80, 40.
    const pictures = [frame(0, true), frame(80), frame(40), frame(120)];
    const sound = [frame(200), frame(221)];
    expect(AUDIO_LEAD_MS).toBeGreaterThanOrEqual(100);
    expect(order(withSound(pictures, sound, 0))).toEqual(['v0', 's200', 's221', 'v80', 'v40', 'v120']);
  });

  it('leaves out sound before the start asked for (its pictures are only there to decode from)', () => {
    expect(order(withSound([frame(0, true), frame(40)], [frame(10), frame(31)], 30))).toEqual(['s31', 'v0', 'v40']);
  });
});
