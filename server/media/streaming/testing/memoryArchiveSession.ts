/** A MediaSession inited on an archive held in memory, for the suites that follow what it sends as
 *  it plays (archive start, file transport): no database, no files, fake timers welcome. */
import { decodeMediaFrame } from '../../../../shared/video/mediaFrame';
import type { ArchiveReader, ArchiveSegment, FragmentRecord } from '../../archive/ArchiveReader';
import type { InitSegment } from '../../fmp4';
import { MediaSession, type MediaSocket, type SessionDeps } from '../MediaSession';
import { MediaTickets } from '../MediaTickets';

/** Camera 'cam' recorded from time 0: `count` fragments of one frame each, `stepMs` apart, a
 *  keyframe every `keyEvery`. */
export interface MemoryArchive {
  count: number;
  stepMs: number;
  keyEvery: number;
}

const segment = { init: { codec: 'avc1.42c016', description: Buffer.from([1]), width: 8, height: 8 } as InitSegment };

/** The reader's answers over `archive`, 64 rows a page as the database's reader gives them. */
export function memoryArchiveReader({ count, stepMs, keyEvery }: MemoryArchive): ArchiveReader {
  const rows = Array.from(
    { length: count },
    (_, n) =>
      ({ segment_id: 's', start_ms: n * stepMs, is_key: n % keyEvery === 0 ? 1 : 0 }) as unknown as FragmentRecord,
  );
  return {
    keyAtOrBefore: async (_c: string, _s: number, time: number) =>
      [...rows].reverse().find((r) => r.is_key && r.start_ms <= time),
    segment: async () => segment as ArchiveSegment,
    frames: async (row: FragmentRecord) => ({
      segment: segment as ArchiveSegment,
      frames: [{ pts: row.start_ms, duration: stepMs, key: row.is_key === 1, data: Buffer.from([0]) }],
      audio: [],
    }),
    after: async (_c: string, _s: number, start: number) => rows.filter((r) => r.start_ms > start).slice(0, 64),
    before: async () => [],
  } as unknown as ArchiveReader;
}

/** A session on `archive` with `deps` beside its reader, inited with `init` (camera 'cam', stream 1,
 *  a fresh ticket). `sent` gets what it sends: JSON messages as text, frames as their pts (read from
 *  a frame's header, its first part); `pts()` the frames alone. */
export async function openMemoryArchiveSession(
  archive: MemoryArchive,
  init: { startTime: number; file?: boolean },
  deps: Partial<Omit<SessionDeps, 'tickets' | 'reader'>> = {},
) {
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
    reader: memoryArchiveReader(archive),
    cameraRealm: async () => 'realm',
    live: () => undefined,
    ...deps,
  });
  const ticket = await tickets.issue({
    userId: 'u',
    realmId: 'realm',
    sessionId: 's',
    cameraId: 'cam',
    isLocal: false,
  });
  await session.onMessage(JSON.stringify({ cmd: 'init', objid: 'cam', streamid: 1, ticket, ...init }));
  return { session, sent, pts: () => sent.filter((m): m is number => typeof m === 'number') };
}
