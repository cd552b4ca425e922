import { ACTIVITY_THROTTLE_MS, onUserActivity } from './userActivity';

describe('user activity', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells every player of activity anywhere in the window, at most once a second, until it stops listening', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = onUserActivity(first);
    const stopSecond = onUserActivity(second);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('pointermove', { bubbles: true }));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    jest.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    window.dispatchEvent(new MouseEvent('pointerdown'));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 2]);
    stopFirst();
    jest.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    window.dispatchEvent(new WheelEvent('wheel'));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 3]);
    stopSecond();
    jest.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(second).toHaveBeenCalledTimes(3);
  });
});
