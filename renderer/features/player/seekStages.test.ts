import { describeStages } from './playStages';
import { connectFakePlayer, fakePlayer } from './testing/fakePlayer';
import { openFrames } from './testing/fakeMedia';

const T = Date.UTC(2026, 10, 30, 11, 0, 0);

beforeEach(() => {
  jest.useFakeTimers({ now: T + 60_000 });
});
afterEach(() => {
  jest.useRealTimers();
  openFrames.forEach((frame) => frame.close());
});

describe("a seek's stages (issue 37)", () => {
  it('counts its first bytes from its seeked marker, not from frames of the old position still on their way', async () => {
    const s = fakePlayer();
    s.player.playArchive(T, 1, 'cam-1');
    await connectFakePlayer(s);
    s.socket().serverFrame({ pts: T, key: true });
    s.player.jump(30_000);
    jest.advanceTimersByTime(3);
    s.socket().serverFrame({ pts: T + 100 }); // the old position
    jest.advanceTimersByTime(20);
    s.socket().serverJson({ seeked: T + 30_000 });
    jest.advanceTimersByTime(2);
    s.socket().serverFrame({ pts: T + 30_000, key: true });
    expect(describeStages(s.player.stats().stages ?? {})).toMatch(/^sent:0\.0 firstBytes:23\.0 keyframe:25\.0\b/);
  });
});
