/** Spec 3 §4, §9: each object update action's re-read delay. */
import { objectUpdateDelay } from './objectUpdateDelay';

describe('objectUpdateDelay', () => {
  it.each([
    ['CREATE', 0],
    ['DELETE', 0],
    ['UPDATE', 5000],
    ['STATUS', 2000],
    ['PTZ', null],
    ['VAE_STATUS', null],
  ])('%s → %s', (action, delay) => {
    expect(objectUpdateDelay(action)).toBe(delay);
  });
});
