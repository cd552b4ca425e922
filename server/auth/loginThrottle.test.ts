import { FREE_LOGIN_FAILURES, LOGIN_BACKOFF_BASE_MS, LOGIN_BACKOFF_MAX_MS } from './authPolicy';
import { loginBackoffMs, throttleKeys } from './loginThrottle';

describe('loginBackoffMs (issue 27)', () => {
  // [failures of one name from one address in the window, back-off after the latest]
  const table: Array<[number, number]> = [
    [0, 0],
    [FREE_LOGIN_FAILURES - 1, 0],
    [FREE_LOGIN_FAILURES, LOGIN_BACKOFF_BASE_MS],
    [FREE_LOGIN_FAILURES + 1, 2 * LOGIN_BACKOFF_BASE_MS],
    [FREE_LOGIN_FAILURES + 3, 8 * LOGIN_BACKOFF_BASE_MS],
    [FREE_LOGIN_FAILURES + 100, LOGIN_BACKOFF_MAX_MS],
    [FREE_LOGIN_FAILURES + 10_000, LOGIN_BACKOFF_MAX_MS],
  ];
  it.each(table)('after %i failures waits %i ms', (failures, ms) => {
    expect(loginBackoffMs(failures)).toBe(ms);
  });

  it('keeps every address of a name under one prefix, and names apart', () => {
    const prefix = throttleKeys.pairsOf('admin');
    expect(throttleKeys.pair('admin', '10.0.0.1').startsWith(prefix)).toBe(true);
    expect(throttleKeys.pair('admin', '::1').startsWith(prefix)).toBe(true);
    // A name that merely starts like another is another name.
    expect(throttleKeys.pair('admin:10.0.0.1', 'x').startsWith(prefix)).toBe(false);
    // Any typed name fits the key column (varchar(320)).
    expect(throttleKeys.pair('x'.repeat(10_000), 'ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255').length).toBeLessThan(
      320,
    );
  });
});
