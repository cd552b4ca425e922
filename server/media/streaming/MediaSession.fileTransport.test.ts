/** The media socket's file transport (spec 2 §4 restartFile, issue 31): archive the cloud does not
 *  hold plays from the avatar's 30 s files, each fetched as playback reaches it. */
import { STOP_CODE, STREAM_EVENT } from '../../../shared/video/constants';
import { openMemoryArchiveSession } from './testing/memoryArchiveSession';

/** One fragment a second over 0–50 s, a keyframe every 2 s. */
const ARCHIVE = { count: 50, stepMs: 1000, keyEvery: 2 };

/** A session whose cloud holds nothing and whose avatar gives the files `avatarFiles` start at. */
async function openSession(init: { file?: boolean; startTime: number }, avatarFiles: number[]) {
  const fetched: number[] = [];
  const opened = await openMemoryArchiveSession(ARCHIVE, init, {
    archiveAvailable: async () => false,
    fetchFile: async (_grant, _stream, time) => {
      const start = Math.floor(time / 30_000) * 30_000;
      fetched.push(start);
      return avatarFiles.includes(start);
    },
  });
  return { ...opened, fetched };
}

const stopOf = (sent: Array<string | number>) =>
  sent.filter((m): m is string => typeof m === 'string').find((m) => m.includes('"code"'));

describe('MediaSession file transport', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('refuses archive only the avatar holds over the cloud, and plays it over the file transport', async () => {
    const cloud = await openSession({ startTime: 10_000 }, [0, 30_000]);
    expect(JSON.parse(stopOf(cloud.sent) ?? '{}')).toMatchObject({ code: STOP_CODE.VIDEO_UNAVAILABLE });

    const file = await openSession({ file: true, startTime: 10_000 }, [0, 30_000]);
    expect(stopOf(file.sent)).toBeUndefined();
    await file.session.onMessage(JSON.stringify({ cmd: 'play', speed: 1 }));
    await jest.advanceTimersByTimeAsync(15_000);
    expect(file.pts().slice(0, 3)).toEqual([10_000, 11_000, 12_000]);
    // The next file is fetched while the first one plays, before playback reaches its edge.
    expect(new Set(file.fetched)).toEqual(new Set([0, 30_000]));
    await file.session.onMessage('{}'); // the console's heartbeat
    await jest.advanceTimersByTimeAsync(20_000);
    expect(file.pts()).toContain(44_000);
    expect(file.fetched.filter((start) => start === 30_000)).toHaveLength(2);
    file.session.dispose();
  });

  it('ends the archive at the first file the avatar cannot give', async () => {
    const file = await openSession({ file: true, startTime: 20_000 }, [0]);
    await file.session.onMessage(JSON.stringify({ cmd: 'play', speed: 1 }));
    await jest.advanceTimersByTimeAsync(15_000);
    expect(file.pts().at(-1)).toBe(29_000);
    expect(file.sent.at(-1)).toBe(JSON.stringify({ event: STREAM_EVENT.END_OF_ARCHIVE }));
    file.session.dispose();
  });

  it('stops with Video unavailable when the avatar gives nothing at the start', async () => {
    const file = await openSession({ file: true, startTime: 10_000 }, []);
    expect(JSON.parse(stopOf(file.sent) ?? '{}')).toMatchObject({ code: STOP_CODE.VIDEO_UNAVAILABLE });
  });
});
