/** The camera drag object (spec 2 §2 Camera cell): type camera, the camera id, its name and an
 *  optional time (ms). It travels in the HTML drag-and-drop data under its own media type. */

export const CAMERA_DRAG_TYPE = 'application/x-vantage-camera';

export interface CameraDrop {
  type: 'camera';
  id: string;
  name: string;
  time?: number;
}

export function writeCameraDrag(data: DataTransfer, drop: Omit<CameraDrop, 'type'>): void {
  data.setData(CAMERA_DRAG_TYPE, JSON.stringify({ ...drop, type: 'camera' }));
  data.setData('text/plain', drop.name);
  data.effectAllowed = 'copy';
}

/** Whether a drag over a target carries a camera (the payload itself is readable only on drop). */
export function carriesCamera(data: DataTransfer): boolean {
  return Array.from(data.types).includes(CAMERA_DRAG_TYPE);
}

/** The camera in a drop, or null for anything else or a malformed payload. */
export function readCameraDrop(data: DataTransfer): CameraDrop | null {
  const raw = data.getData(CAMERA_DRAG_TYPE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CameraDrop>;
    if (value.type !== 'camera' || typeof value.id !== 'string' || !value.id || typeof value.name !== 'string')
      return null;
    const time = typeof value.time === 'number' && Number.isFinite(value.time) ? value.time : undefined;
    return time === undefined
      ? { type: 'camera', id: value.id, name: value.name }
      : { type: 'camera', id: value.id, name: value.name, time };
  } catch {
    return null;
  }
}
