/** An enrolment photo as the face engine takes it (issue 32): a JPEG (jpeg-js) or PNG (pngjs) data
 *  URL or its bytes, decoded in this process to a grey picture — the engine compares faces in grey,
 *  as the cameras' review streams reach it. Undefined when the bytes are neither. */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { GreyPicture } from '../lpr/greyJpeg';

/** Photos are decoded up to this many megapixels (the enrolment limit keeps files to 512 KB). */
const MAX_MEGAPIXELS = 24;

export function decodePhoto(photo: string | Uint8Array): GreyPicture | undefined {
  const bytes = typeof photo === 'string' ? dataUrlBytes(photo) : Buffer.from(photo);
  if (!bytes || bytes.length < 8) return undefined;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8) {
      const image = jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: MAX_MEGAPIXELS, formatAsRGBA: true });
      return toGrey(image.data, image.width, image.height);
    }
    if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
      const image = PNG.sync.read(bytes);
      return toGrey(image.data, image.width, image.height);
    }
  } catch {
    return undefined;
  }
  return undefined;
}

function dataUrlBytes(url: string): Buffer | undefined {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || comma < 0 || !url.slice(0, comma).endsWith(';base64')) return undefined;
  return Buffer.from(url.slice(comma + 1), 'base64');
}

/** RGBA to grey by the luma weights the cameras' encoders use (BT.601). */
function toGrey(rgba: Uint8Array, width: number, height: number): GreyPicture {
  const grey = new Uint8Array(width * height);
  for (let i = 0, o = 0; o < grey.length; i += 4, o += 1) {
    grey[o] = Math.round(
      0.299 * (rgba[i] as number) + 0.587 * (rgba[i + 1] as number) + 0.114 * (rgba[i + 2] as number),
    );
  }
  return { width, height, grey };
}
