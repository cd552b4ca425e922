import { ptzCallError } from './ptzCallError';

describe('ptzCallError', () => {
  it.each([
    ['demo-hq-ptz', 'preset', { preset: '1' }, null],
    ['demo-hq-ptz', 'speed', { pan: 0 }, null],
    ['demo-hq-ptz', 'wipe', { on: true }, 'undefinedCommand'],
    [null, 'step', { zoom: 1 }, 'noCamera'],
    ['', 'step', { zoom: 1 }, 'noCamera'],
    ['demo-hq-ptz', 'step', {}, 'noCommand'],
    ['demo-hq-ptz', 'rel', undefined, 'noCommand'],
  ])('camera %p, %p %p → %p', (deviceId, kind, command, error) => {
    expect(ptzCallError(deviceId, kind, command)).toBe(error);
  });
});
