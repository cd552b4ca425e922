/** The Cameras list's timings for live object updates (spec 3 §4, §9). */
import { cameraListRefreshDelay } from './cameraListRefreshDelay';

describe('when the Cameras list is read again after an objectUpdate', () => {
  it.each<[string, number | null]>([
    ['CREATE', 0],
    ['UPDATE', 5_000],
    ['DELETE', 5_000],
    ['STATUS', 2_000],
    ['PTZ', null],
    ['ADD_LINK', null],
  ])('%s → %s ms', (action, delay) => {
    expect(cameraListRefreshDelay(action)).toBe(delay);
  });
});
