/** Which cameras run motion detection (spec 3 §4 recording mode EVENTS): a camera's own setting
 *  first; demo cameras by default; a camera added by URL when it records on EVENTS; never a dome. */
import type { DeviceRecord } from '../../db/repositories/devices';
import { detectsMotion } from './MotionEvents';

const camera = (config: Record<string, unknown>): DeviceRecord =>
  ({ id: 'c', realmId: 'r', name: 'C', deviceType: 'camera', aspects: [], config }) as unknown as DeviceRecord;

describe('detectsMotion', () => {
  it.each([
    ['a demo camera', { source: 'demo' }, false, true],
    ['a demo camera with detection off', { source: 'demo', motion: { enabled: false } }, false, false],
    ['a PTZ dome', { source: 'demo' }, true, false],
    ['a URL camera recording continuously', { source: 'url', recording: { mode: 'CONTINUOUS' } }, false, false],
    ['a URL camera with no recording set', { source: 'url' }, false, false],
    ['a URL camera recording on events', { source: 'url', recording: { mode: 'EVENTS' } }, false, true],
    [
      'a URL camera with detection on',
      { source: 'url', recording: { mode: 'LIVE' }, motion: { enabled: true } },
      false,
      true,
    ],
    [
      'an EVENTS camera with detection off',
      { source: 'url', recording: { mode: 'EVENTS' }, motion: { enabled: false } },
      false,
      false,
    ],
  ])('%s: %s', (_, config, isDome, expected) => {
    expect(detectsMotion(camera(config), isDome)).toBe(expected);
  });
});
