import { decodeMediaFrame } from '../../../shared/video/mediaFrame';
import type { ArchiveReader, ArchiveSegment, FragmentRecord } from '../archive/ArchiveReader';
import type { InitSegment } from '../fmp4';
import { MediaSession, type MediaSocket } from './MediaSession';
import { MediaTickets } from './MediaTickets';

/** One fragment per frame, 100 ms apart, a keyframe every 10 (a 1 s GOP). */
const rows: FragmentRecord[] = Array.from(
  { length: 40 },
  (_, n) => ({ segment_id: 's', start_ms: n * 100, is_key: n % 10 === 0 ? 1 : 0 }) as unknown as FragmentRecord,
);
const segment = { init: { codec: 'avc1.42c016', description: Buffer.from([1]), width: 8, height: 8 } as InitSegment };

const reader = {
  keyAtOrBefore: async (_c: string, _s: number, time: number) =>
    [...rows].reverse().find((r) => r.is_key && r.start_ms <= time),
  segment: async () => segment as ArchiveSegment,
  frames: async (row: FragmentRecord) => ({
    segment: segment as ArchiveSegment,
    frames: [{ pts: row.start_ms, duration: 100, key: row.is_key === 1, data: Buffer.from([0]) }],
    audio: [],
  }),
  after: async (_c: string, _s: number, start: number) => rows.filter((r) => r.start_ms > start).slice(0, 64),
  before: async () => [],
} as unknown as ArchiveReader;

/** A session on `reader` inited on camera 'cam' at `startTime`; `sent` gets what it sends:
 *  JSON messages as text, frames as their pts (read from a frame's header, its first part). */
async function openSession(startTime: number) {
  const sent: Array<string | number> = [];
  const socket: MediaSocket = {
    send: (data, options) => {
      if (typeof data === 'string') sent.push(data);
      else if (options?.fin === false) sent.push(decodeMediaFrame(data).pts);
    },
    bufferedAmount: 0,
    close: () => undefined,
  };
  const tickets = new MediaTickets();
  const session = new MediaSession(socket, {
    tickets,
    reader,
    cameraRealm: async () => 'realm',
    live: () => undefined,
  });
  const ticket = await tickets.issue({
    userId: 'u',
    realmId: 'realm',
    sessionId: 's',
    cameraId: 'cam',
    isLocal: false,
  });
  await session.onMessage(JSON.stringify({ cmd: 'init', objid: 'cam', streamid: 1, ticket, startTime }));
  return { session, sent };
}

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
