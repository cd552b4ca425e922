/** A grey picture as a JPEG (a plate read's crop, or its whole frame when the camera's own picture
 *  cannot be had), encoded in this process by jpeg-js: a crop takes about a millisecond, where
 *  starting an ffmpeg for it took hundreds on a loaded machine and held the read back (issue 32:
 *  frame to event ≤ 1 s). */
import { encode } from 'jpeg-js';

export interface GreyPicture {
  width: number;
  height: number;
  /** One byte a pixel, rows top to bottom. */
  grey: Uint8Array;
}

/** As ffmpeg's -q:v 4 looked: the characters' edges stay sharp. */
const QUALITY = 85;

export function greyJpeg(picture: GreyPicture): Buffer {
  const { width, height, grey } = picture;
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0, o = 0; i < width * height; i += 1, o += 4) {
    const v = grey[i] as number;
    rgba[o] = v;
    rgba[o + 1] = v;
    rgba[o + 2] = v;
    rgba[o + 3] = 255;
  }
  return encode({ data: rgba, width, height }, QUALITY).data;
}
