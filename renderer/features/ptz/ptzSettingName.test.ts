import { ptzSettingName } from './ptzSettingName';

describe('ptzSettingName', () => {
  it.each([
    ['Wiper On!', 'wiper-on'],
    ['White   Balance', 'white-balance'],
    ['  Gain  ', 'gain'],
    ["Day/Night (IR) mode's", 'daynight-ir-modes'],
    ['auto-focus', 'auto-focus'],
    ['Zoom 2x', 'zoom-2x'],
    ['Ostrość', 'ostrość'],
    ['?!.', ''],
  ])('stores %p as %p', (typed, stored) => {
    expect(ptzSettingName(typed)).toBe(stored);
  });
});
