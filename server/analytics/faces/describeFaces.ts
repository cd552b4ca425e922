/** An enrolment photo's face descriptor (issue 32): the photo decoded to grey in this process
 *  (decodePhoto) and its largest face described by the face engines' own network in its worker
 *  thread, so an enrolled face and a camera's are compared by the same model on the same kind of
 *  picture. Null when the photo cannot be read or shows no face. */
import { decodePhoto } from './decodePhoto';
import { PHOTO_FACES, type FaceNet } from './FaceNet';

/** Photos are scaled down to this many pixels on their longer side before they are analysed. */
const MAX_SIDE = 800;

export async function describeFaces(net: FaceNet, photo: string | Uint8Array): Promise<number[] | null> {
  const picture = decodePhoto(photo);
  if (!picture) return null;
  const [face] = await net.faces(scaledDown(picture), PHOTO_FACES);
  return face ? face.descriptor : null;
}

/** Nearest-pixel scaling to MAX_SIDE at most (a 12-megapixel phone photo would cost seconds). */
function scaledDown(picture: { width: number; height: number; grey: Uint8Array }) {
  const scale = Math.min(1, MAX_SIDE / Math.max(picture.width, picture.height));
  if (scale === 1) return picture;
  const width = Math.max(1, Math.round(picture.width * scale));
  const height = Math.max(1, Math.round(picture.height * scale));
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = Math.min(picture.height - 1, Math.floor(y / scale)) * picture.width;
    for (let x = 0; x < width; x += 1)
      grey[y * width + x] = picture.grey[row + Math.min(picture.width - 1, Math.floor(x / scale))]!;
  }
  return { width, height, grey };
}
