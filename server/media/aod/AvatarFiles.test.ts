/** The file transport's fetch (spec 2 §4 restartFile): a 30 s file from the avatar to the cloud. */
import type { ArchiveIndex } from '../archive/ArchiveIndex';
import type { ArchiveReader, FragmentRecord } from '../archive/ArchiveReader';
import type { CloudArchive } from '../archive/CloudArchive';
import { AvatarFiles } from './AvatarFiles';
import type { DeliveryTerms } from './deliveryTerms';

/** Recorded 10 s–75 s, a fragment a second. */
const rows = Array.from({ length: 65 }, (_, i) => ({ start_ms: 10_000 + i * 1000 }) as FragmentRecord);

function setup(terms: Partial<DeliveryTerms> = {}) {
  const read: number[] = [];
  const added: Array<[number, number]> = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const reader = {
    after: async (_c: string, _s: number, after: number) => rows.filter((r) => r.start_ms > after).slice(0, 16),
    bytes: async (row: FragmentRecord) => {
      await gate;
      read.push(row.start_ms);
      return Buffer.alloc(1);
    },
  } as unknown as ArchiveReader;
  const local = {
    spans: async (_c: string, _s: number, from: number, to: number) =>
      from < 75_000 && to > 10_000 ? [{ start: 10_000, end: 75_000 }] : [],
  } as unknown as ArchiveIndex;
  const cloud = { add: async (_c: string, _s: number, start: number, end: number) => void added.push([start, end]) };
  const files = new AvatarFiles(reader, local, cloud as unknown as CloudArchive, async () => ({
    running: true,
    capBps: null,
    priority: 1,
    ...terms,
  }));
  return { files, read, added, release };
}

describe('AvatarFiles', () => {
  it("brings the file's recorded part to the cloud, reading each of its fragments once for two viewers", async () => {
    const { files, read, added, release } = setup();
    const first = files.fetch('cam', 'avatar', 1, 40_000);
    const second = files.fetch('cam', 'avatar', 1, 59_999);
    release();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(read).toEqual(rows.filter((r) => r.start_ms >= 30_000 && r.start_ms < 60_000).map((r) => r.start_ms));
    expect(added).toEqual([[30_000, 60_000]]);
  });

  it('clips the cloud span to what was recorded of the file', async () => {
    const { files, added, release } = setup();
    release();
    expect(await files.fetch('cam', 'avatar', 1, 5_000)).toBe(true);
    expect(added).toEqual([[10_000, 30_000]]);
  });

  it('gives nothing the avatar does not hold, or while its delivery is stopped', async () => {
    const held = setup();
    held.release();
    expect(await held.files.fetch('cam', 'avatar', 1, 95_000)).toBe(false);
    const stopped = setup({ running: false });
    stopped.release();
    expect(await stopped.files.fetch('cam', 'avatar', 1, 40_000)).toBe(false);
    expect([...held.added, ...stopped.added, ...stopped.read]).toEqual([]);
  });
});
