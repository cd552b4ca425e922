/** The video area's line icons (24 px grid, currentColor) on the player's controls in the cell and
 *  the Timeline; decorative, the buttons carry the names. */
import { LineIcon } from '../../ui';

const PATHS = {
  camera: 'M23 7l-7 5 7 5V7zM1 5h15v14H1z',
  play: 'M7 4l13 8-13 8z',
  pause: 'M7 4h3v16H7zM14 4h3v16h-3z',
  backward: 'M11 19l-9-7 9-7zM22 19l-9-7 9-7z',
  forward: 'M13 19l9-7-9-7zM2 19l9-7-9-7z',
  jumpBack: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  jumpForward: 'M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5',
  live: 'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM7.8 16.2a6 6 0 0 1 0-8.4M16.2 7.8a6 6 0 0 1 0 8.4M4.9 19.1a10 10 0 0 1 0-14.2M19.1 4.9a10 10 0 0 1 0 14.2',
  snapshot:
    'M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  calendar: 'M3 4h18v18H3zM16 2v4M8 2v4M3 10h18',
  ptz: 'M12 2l3 4H9zM12 22l-3-4h6zM2 12l4-3v6zM22 12l-4 3V9zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  fullscreen: 'M8 3H3v5M21 8V3h-5M16 21h5v-5M3 16v5h5',
  exitFullscreen: 'M3 8h5V3M16 3v5h5M21 16h-5v5M8 21v-5H3',
  collapse: 'M18 15l-6-6-6 6',
  expand: 'M6 9l6 6 6-6',
  more: 'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM19 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM5 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  connection: 'M5 12.6a10 10 0 0 1 14 0M8.5 16.1a5 5 0 0 1 7 0M2 8.8a15 15 0 0 1 20 0M12 20h.01',
  stream: 'M2 4h20v13H2zM8 21h8M12 17v4',
  legend: 'M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01',
  previousEvent: 'M5 5v14M19 5l-10 7 10 7z',
  nextEvent: 'M19 5v14M5 5l10 7-10 7z',
  download: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  event: 'M5 22V3M5 4h13l-3 4.5 3 4.5H5',
  stats: 'M3 3v18h18M8 17v-5M13 17V7M18 17v-8',
} as const;

export type VideoIconName = keyof typeof PATHS;

export function VideoIcon({ name, size = 18 }: { name: VideoIconName; size?: number }) {
  return <LineIcon path={PATHS[name]} size={size} className="vt-video-icon" />;
}
