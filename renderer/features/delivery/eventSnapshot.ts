/** The snapshot sent with a created event (spec 2 §3 Event entry, §9): the picture on screen
 *  scaled onto a 176x144 canvas, as base64 JPEG without the data-URL prefix. */
import { THUMBNAIL_SIZE } from '../../../shared/video/constants';

const JPEG = 'image/jpeg';

/** null when there is no picture or the browser cannot draw it. */
export async function eventSnapshot(picture: Blob | null): Promise<string | null> {
  if (!picture) return null;
  const canvas = document.createElement('canvas');
  canvas.width = THUMBNAIL_SIZE.width;
  canvas.height = THUMBNAIL_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const image = await loadImage(picture);
  if (!image) return null;
  context.drawImage(image, 0, 0, THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height);
  if ('close' in image) image.close();
  return base64Of(canvas.toDataURL(JPEG));
}

/** The base64 payload of a data URL. */
export function base64Of(dataUrl: string): string | null {
  const comma = dataUrl.indexOf(',');
  return dataUrl.startsWith('data:') && comma > 0 ? dataUrl.slice(comma + 1) : null;
}

async function loadImage(picture: Blob): Promise<ImageBitmap | HTMLImageElement | null> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(picture).catch(() => null);
  const url = URL.createObjectURL(picture);
  try {
    return await new Promise<HTMLImageElement | null>((resolve) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = () => resolve(null);
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
