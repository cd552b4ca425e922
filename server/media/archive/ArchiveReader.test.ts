import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';
import { type ArchiveSegment, ArchiveReader, type FragmentRecord, READ_AHEAD_BYTES } from './ArchiveReader';

/** A segment file of fragments of the given sizes, each filled with its own byte. */
function archive(sizes: number[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-reader-'));
  const rows: FragmentRecord[] = [];
  let offset = 0;
  const parts = sizes.map((size, i) => {
    rows.push({ segment_id: 'seg-1', byte_offset: offset, size } as FragmentRecord);
    offset += size;
    return Buffer.alloc(size, i + 1);
  });
  fs.writeFileSync(path.join(dir, 'seg-1.m4s'), Buffer.concat(parts));
  const reader = new ArchiveReader({} as ArchiveIndexRepository, dir);
  // The init segment is not what this test is about.
  reader.segment = async () => ({ row: { file: 'seg-1.m4s' } }) as unknown as ArchiveSegment;
  return { dir, rows, reader };
}

describe('ArchiveReader.bytes: a GOP in one read', () => {
  let opened: jest.SpyInstance;
  /** Segment files opened for reading (writing the test's files opens them too). */
  const reads = () => opened.mock.calls.filter((call) => call[1] === 'r').length;
  beforeEach(() => {
    opened = jest.spyOn(fs, 'openSync');
  });
  afterEach(() => opened.mockRestore());

  it('reads the fragments after the one asked for with it, and answers them from memory', async () => {
    const { dir, rows, reader } = archive([3000, 2000, 2500, 1800]);
    for (const [i, row] of rows.entries()) {
      const bytes = await reader.bytes(row);
      expect(bytes.length).toBe(row.size);
      expect(bytes.every((b) => b === i + 1)).toBe(true);
    }
    expect(reads()).toBe(1);
    // Asked again (a second seek to the same place): still no file read.
    expect((await reader.bytes(rows[1]!)).every((b) => b === 2)).toBe(true);
    expect(reads()).toBe(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the file again for a fragment beyond what was read ahead, or appended since', async () => {
    const { dir, rows, reader } = archive([READ_AHEAD_BYTES - 100, 500]);
    await reader.bytes(rows[0]!);
    expect((await reader.bytes(rows[1]!)).every((b) => b === 2)).toBe(true);
    expect(reads()).toBe(2);
    fs.appendFileSync(path.join(dir, 'seg-1.m4s'), Buffer.alloc(700, 9));
    const appended = { segment_id: 'seg-1', byte_offset: READ_AHEAD_BYTES + 400, size: 700 } as FragmentRecord;
    expect((await reader.bytes(appended)).every((b) => b === 9)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a fragment it has to read before the event loop turns (a busy loop delays each turn)', async () => {
    const { dir, rows, reader } = archive([3000]);
    const order: string[] = [];
    setImmediate(() => order.push('next turn'));
    await reader.bytes(rows[0]!).then(() => order.push('read'));
    expect(order).toEqual(['read']);
    await new Promise((resolve) => setImmediate(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a fragment the file does not hold in full', async () => {
    const { dir, reader } = archive([1000]);
    await expect(reader.bytes({ segment_id: 'seg-1', byte_offset: 500, size: 1000 } as FragmentRecord)).rejects.toThrow(
      /cut short/,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
