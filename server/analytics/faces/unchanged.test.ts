/** When the face engine spares its network (issue 32): a picture that is the last one again, up to
 *  a compressor's noise, keeps its faces; a person moving a few pixels does not. */
import { unchanged } from './FaceEngine';

const picture = (fill: (x: number, y: number) => number) => {
  const width = 320;
  const height = 180;
  const luma = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) luma[y * width + x] = fill(x, y);
  return { luma, width, height, pts: 0 };
};

describe('unchanged', () => {
  const wall = picture((x, y) => 120 + ((x * 7 + y * 3) % 40));
  it('takes the same picture with a level of noise as the same', () => {
    expect(
      unchanged(
        wall,
        picture((x, y) => 120 + ((x * 7 + y * 3) % 40) + ((x + y) % 2)),
      ),
    ).toBe(true);
  });
  it('sees a face-sized patch move by eight pixels', () => {
    const at = (left: number) => picture((x, y) => (x >= left && x < left + 60 && y >= 40 && y < 120 ? 230 : 120));
    expect(unchanged(at(100), at(108))).toBe(false);
  });
});
