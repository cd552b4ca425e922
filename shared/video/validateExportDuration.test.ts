import { minutesBoundErrorText } from './minutesBoundError';
import { validateExportDuration } from './validateExportDuration';

describe('validateExportDuration', () => {
  it.each([
    [60_000, 60, undefined],
    [60 * 60_000, 60, undefined],
    [60_000, 0, 'You are not allowed to download videos'],
    [60_000, undefined, 'You are not allowed to download videos'],
    [0, 60, 'Invalid value'],
    [-5, 60, 'Invalid value'],
    [Number.NaN, 60, 'Invalid value'],
    [61 * 60_000, 60, 'Max duration value is 60 minutes'],
  ])('%d ms with max %s min → %s', (duration, max, text) => {
    const error = validateExportDuration(duration, max);
    expect(error && minutesBoundErrorText(error)).toBe(text);
  });
});
