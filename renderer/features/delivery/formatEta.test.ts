import { i18n, initI18n } from '../../i18n';
import { etaParts, formatEta } from './formatEta';

describe('ETA text (spec 2 §4)', () => {
  beforeAll(() => initI18n('en-US'));

  it.each([
    [null, 'Stalled'],
    [undefined, 'Stalled'],
    [-1, 'Stalled'],
    [0, 'Very soon'],
    [45, '45 sec'],
    [125, '2 min 5 sec'],
    [3600, '1 hrs'],
    [2 * 86_400 + 3 * 3600 + 60, '2 days 3 hrs 1 min'],
  ])('%s s → %s', (eta, text) => {
    expect(formatEta(eta, i18n.t)).toBe(text);
  });

  it('takes the seconds apart', () => {
    expect(etaParts(90_061)).toEqual({ kind: 'remaining', days: 1, hours: 1, minutes: 1, seconds: 1 });
  });
});
