import { alarmReducer } from './alarmState';
import { entry } from './testing/eventFixtures';

describe('alarmReducer', () => {
  it.each([
    [
      'an unacknowledged need-acknowledge event arrives',
      false,
      { type: 'arrived', entry: entry({ id: 'a', needAck: true }), insert: true },
      true,
    ],
    ['an information event arrives', false, { type: 'arrived', entry: entry({ id: 'a' }), insert: true }, false],
    [
      'an acknowledged one arrives',
      false,
      { type: 'arrived', entry: entry({ id: 'a', needAck: true, acknowledged: true }), insert: true },
      false,
    ],
    [
      'a need-acknowledge event only changes',
      false,
      { type: 'arrived', entry: entry({ id: 'a', needAck: true }), insert: false },
      false,
    ],
    [
      'an acknowledgement comes while ringing',
      true,
      { type: 'arrived', entry: entry({ id: 'a', needAck: true, acknowledged: true }), insert: false },
      true,
    ],
    ['the popup opens', true, { type: 'popupOpened' }, false],
  ] as const)('when %s', (_, on, action, expected) => {
    expect(alarmReducer(on, action)).toBe(expected);
  });
});
