/** A wall cell's player following its cell's camera (issue 30). */
import { createFakePlayerController } from '../player/testing/fakePlayerController';
import { followCamera } from './followCamera';

describe('followCamera', () => {
  it('opens the first camera on an idle player', () => {
    const controller = createFakePlayerController();
    followCamera(controller, 'gate');
    expect(controller.calls.map((c) => [c.method, ...c.args])).toEqual([['playLive', 'gate']]);
  });

  it('clears the old camera before the same player opens the new one', () => {
    const controller = createFakePlayerController({ status: 'PLAY', mode: 'live', deviceId: 'gate', time: 1_000 });
    followCamera(controller, 'yard');
    expect(controller.calls.map((c) => [c.method, ...c.args])).toEqual([['stop'], ['playLive', 'yard']]);
    expect(controller.disposed).toBe(false);
  });

  it('stops a cell the wall leaves empty', () => {
    const controller = createFakePlayerController({ status: 'PLAY', mode: 'live', deviceId: 'gate', time: 1_000 });
    followCamera(controller, null);
    expect(controller.calls.map((c) => c.method)).toEqual(['stop']);
  });
});
