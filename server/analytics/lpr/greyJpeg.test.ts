import { decode } from 'jpeg-js';
import { greyJpeg } from './greyJpeg';

it('encodes a grey picture as a JPEG of its size and tones', () => {
  const width = 64;
  const height = 24;
  const grey = new Uint8Array(width * height);
  // Dark ink on the left, paper on the right.
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) grey[y * width + x] = x < 32 ? 30 : 220;
  const jpeg = greyJpeg({ width, height, grey });
  expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  const back = decode(jpeg, { useTArray: true });
  expect([back.width, back.height]).toEqual([width, height]);
  const at = (x: number, y: number) => back.data[(y * width + x) * 4] as number;
  expect(Math.abs(at(8, 12) - 30)).toBeLessThan(8);
  expect(Math.abs(at(56, 12) - 220)).toBeLessThan(8);
});
