import { openMemoryArchiveSession } from './testing/memoryArchiveSession';

/** One fragment per frame, 100 ms apart, a keyframe every 10 (a 1 s GOP). */
const ARCHIVE = { count: 40, stepMs: 100, keyEvery: 10 };
const openSession = (startTime: number) => openMemoryArchiveSession(ARCHIVE, { startTime });

describe('MediaSession archive start', () => {
  it('sends the frames between the keyframe and the start at once, then paces from the start', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const { session, sent } = await openSession(1900);
      // A slow speed: pacing the nine frames before the start would take 7.2 s.
      await session.onMessage(JSON.stringify({ cmd: 'play', speed: 0.125 }));
      await jest.advanceTimersByTimeAsync(10);
      const pts = () => sent.filter((message) => typeof message === 'number');
      expect(pts()).toEqual([1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800, 1900]);
      await jest.advanceTimersByTimeAsync(800);
      expect(pts().slice(-1)).toEqual([2000]);
      session.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks a seek with {seeked} before any frame of the new position', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const { session, sent } = await openSession(0);
      await session.onMessage(JSON.stringify({ cmd: 'play', speed: 1 }));
      await jest.advanceTimersByTimeAsync(250);
      await session.onMessage(JSON.stringify({ cmd: 'pause' }));
      await session.onMessage(JSON.stringify({ cmd: 'seek', time: 3000 }));
      await session.onMessage(JSON.stringify({ cmd: 'play', speed: 1 }));
      await jest.advanceTimersByTimeAsync(10);
      const marker = sent.indexOf(JSON.stringify({ seeked: 3000 }));
      expect(marker).toBeGreaterThan(0);
      expect(sent.slice(0, marker).filter((m) => typeof m === 'number')).toEqual([0, 100, 200]);
      expect(sent.slice(marker + 1)).toEqual([3000]);
      session.dispose();
    } finally {
      jest.useRealTimers();
    }
  });
});
