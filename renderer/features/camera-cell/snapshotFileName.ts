/** The saved-image file name of a snapshot (spec 2 §9): the device name plus the local date-time,
 *  jpg. The time is written with dashes because ':' is not allowed in Windows file names. */

const pad = (value: number) => String(value).padStart(2, '0');

// Characters no common file system accepts in a name, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]/g;

export function snapshotFileName(deviceName: string, at: Date): string {
  const name = deviceName.replace(UNSAFE, '_').trim() || 'camera';
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`;
  return `${name} ${date} ${time}.jpg`;
}
