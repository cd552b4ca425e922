/** The archive index's statements on each database: writing segments, fragments and spans in
 *  a transaction, the reader's seeks and pages, coverage edges, retention and crash recovery. */
import { openMigratedDatabase, type MigratedDatabase } from '../../testing/migratedDatabase';
import { testDatabases } from '../../testing/testDatabases';
import { fragmentRow as fragment, segmentRow as segment } from '../../testing/archiveRows';
import { ArchiveIndexRepository } from './archiveIndex';

describe.each(testDatabases())('ArchiveIndexRepository on $kind', (database) => {
  let t: MigratedDatabase;
  let index: ArchiveIndexRepository;
  const a = segment('a', 'cam-1', 10_000);

  beforeAll(async () => {
    t = await openMigratedDatabase(database);
    index = new ArchiveIndexRepository(t.db);
    await index.transaction(async (tx) => {
      await tx.insertSegment(a);
      await tx.insertFragments(Array.from({ length: 20 }, (_, n) => fragment(a, n)));
      await tx.insertFragments([]);
      await tx.extendSegment('a', { endMs: 11_500, size: 150 });
      await tx.closeSegment('a', { endMs: 12_000, size: 200 });
    });
  });
  afterAll(() => t.close());

  it('writes a segment with its fragments and its end', async () => {
    // node_id: null on a single node (issue 33: a cluster's node names itself).
    expect(await index.segment('a')).toEqual({ ...a, end_ms: 12_000, size: 200, closed: 1, node_id: null });
    expect(await index.segment('missing')).toBeUndefined();
  });

  it('writes nothing of a transaction that throws', async () => {
    const b = segment('b', 'cam-1', 50_000);
    await expect(
      index.transaction(async (tx) => {
        await tx.insertSegment(b);
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await index.segment('b')).toBeUndefined();
  });

  it('finds the keyframe at or before a time, or the first one after an earlier time', async () => {
    expect((await index.keyAtOrBefore('cam-1', 1, 10_799))?.start_ms).toBe(10_500);
    expect((await index.keyAtOrBefore('cam-1', 1, 10_500))?.start_ms).toBe(10_500);
    expect((await index.keyAtOrBefore('cam-1', 1, 0))?.start_ms).toBe(10_000);
    expect(await index.keyAtOrBefore('cam-1', 0, 10_000)).toBeUndefined();
  });

  it('pages fragments forwards and backwards, keyframes only when asked', async () => {
    const after = await index.fragmentsAfter('cam-1', 1, 10_000, { limit: 3 });
    expect(after.map((f) => f.start_ms)).toEqual([10_100, 10_200, 10_300]);
    const keys = await index.fragmentsAfter('cam-1', 1, 10_000, { keyOnly: true, limit: 10 });
    expect(keys.map((f) => f.start_ms)).toEqual([10_500, 11_000, 11_500]);
    const before = await index.fragmentsBefore('cam-1', 1, 10_300, { limit: 10 });
    expect(before.map((f) => f.start_ms)).toEqual([10_200, 10_100, 10_000]);
    const keysBefore = await index.fragmentsBefore('cam-1', 1, 11_500, { keyOnly: true, limit: 1 });
    expect(keysBefore.map((f) => f.start_ms)).toEqual([11_000]);
  });

  describe('spans', () => {
    beforeAll(async () => {
      await index.insertSpans('cam-s', 1, [
        { start: 1_000, end: 2_000 },
        { start: 5_000, end: 6_000 },
      ]);
      await index.insertSpans('cam-t', 1, [{ start: 3_000, end: 4_000 }]);
    });

    it('reads the spans overlapping a range, oldest first', async () => {
      expect(await index.spans('cam-s', 1, 1_500, 5_001)).toEqual([
        { start: 1_000, end: 2_000 },
        { start: 5_000, end: 6_000 },
      ]);
      expect(await index.spans('cam-s', 1, 2_000, 5_000)).toEqual([]);
    });

    it('reads and moves the newest span', async () => {
      expect(await index.lastSpan('cam-s', 1)).toEqual({ start: 5_000, end: 6_000 });
      await index.setSpanEnd('cam-s', 1, 5_000, 7_000);
      expect(await index.lastSpan('cam-s', 1)).toEqual({ start: 5_000, end: 7_000 });
      expect(await index.lastSpan('cam-s', 0)).toBeUndefined();
    });

    it('finds the nearest span edge over several cameras', async () => {
      const both = ['cam-s', 'cam-t'];
      expect(await index.nearestEdge(both, [1], 2_000, 'NEXT')).toBe(3_000);
      expect(await index.nearestEdge(both, [1], 3_500, 'NEXT')).toBe(4_000);
      expect(await index.nearestEdge(both, [1], 5_000, 'PREV')).toBe(4_000);
      expect(await index.nearestEdge(both, [1], 1_000, 'PREV')).toBeNull();
      expect(await index.nearestEdge(both, [0], 2_000, 'NEXT')).toBeNull();
      expect(await index.nearestEdge([], [1], 2_000, 'NEXT')).toBeNull();
      expect(await index.nearestEdge(both, [], 2_000, 'NEXT')).toBeNull();
    });

    it('inserts more spans than one statement takes', async () => {
      const many = Array.from({ length: 1_203 }, (_, n) => ({ start: n * 10, end: n * 10 + 5 }));
      await index.insertSpans('cam-many', 1, many);
      expect(await index.spans('cam-many', 1, 0, 1e9)).toEqual(many);
    });
  });

  it('forgets a camera archive before a cut-off: fragments, closed segments and spans', async () => {
    const old = segment('old', 'cam-r', 100_000);
    const live = segment('live', 'cam-r', 100_000);
    await index.insertSegment(old);
    await index.insertSegment(live);
    await index.insertFragments([fragment(old, 0), fragment(old, 1), fragment(live, 0), fragment(live, 30)]);
    await index.closeSegment('old', { endMs: 100_200, size: 20 });
    await index.extendSegment('live', { endMs: 103_100, size: 310 });
    await index.insertSpans('cam-r', 1, [
      { start: 100_000, end: 100_200 },
      { start: 103_000, end: 103_100 },
      { start: 102_500, end: 102_900 },
    ]);
    expect(await index.recordedCameras()).toEqual(expect.arrayContaining(['cam-1', 'cam-r']));
    const expired = await index.expiredSegments('cam-r', 102_700);
    expect(expired).toEqual([{ id: 'old', file: old.file, init_file: old.init_file }]);
    expect(await index.deleteBefore('cam-r', 102_700, ['old'])).toBe(3);
    expect(await index.segment('old')).toBeUndefined();
    expect(await index.segment('live')).toBeDefined();
    expect(await index.spans('cam-r', 1, 0, 1e9)).toEqual([
      { start: 102_700, end: 102_900 },
      { start: 103_000, end: 103_100 },
    ]);
    expect(await index.fragmentsAfter('cam-r', 1, 0, { limit: 10 })).toEqual([fragment(live, 30)]);
  });

  it('recovers an open segment: rows past the file go, the rest closes, spans are rebuilt', async () => {
    const open = segment('open', 'cam-c', 200_000);
    const empty = segment('empty', 'cam-c', 300_000);
    await index.insertSegment(open);
    await index.insertSegment(empty);
    await index.insertFragments([0, 1, 2, 3].map((n) => fragment(open, n)));
    await index.insertSpans('cam-c', 1, [
      { start: 150_000, end: 150_500 },
      { start: 199_000, end: 200_400 },
    ]);
    expect((await index.openSegments()).map((s) => s.id).sort()).toEqual(['empty', 'live', 'open']);
    expect(await index.deleteFragmentsPast('open', 25)).toBe(2);
    expect(await index.lastFragment('open')).toEqual({ byte_offset: 10, size: 10, end_ms: 200_200 });
    expect(await index.lastFragment('empty')).toBeUndefined();
    await index.deleteSegment('empty');
    await index.closeSegment('open', { endMs: 200_200, size: 20 });
    expect(await index.segment('open')).toMatchObject({ closed: 1, end_ms: 200_200, size: 20 });

    const merged: unknown[] = [];
    await index.rebuildSpans('cam-c', 1, 200_000, (fragments) => {
      merged.push(fragments);
      return [{ start: fragments[0]?.start ?? 0, end: fragments[fragments.length - 1]?.end ?? 0 }];
    });
    // The span covering fromMs was rebuilt from its own start; older spans stay.
    expect(merged).toEqual([
      [
        { start: 200_000, end: 200_100 },
        { start: 200_100, end: 200_200 },
      ],
    ]);
    expect(await index.spans('cam-c', 1, 0, 1e9)).toEqual([
      { start: 150_000, end: 150_500 },
      { start: 200_000, end: 200_200 },
    ]);
  });

  it('names the node that wrote a segment, and recovers and prunes only that node’s own (issue 33)', async () => {
    const nodeA = new ArchiveIndexRepository(t.db, 'node-a');
    const nodeB = new ArchiveIndexRepository(t.db, 'node-b');
    await nodeA.insertSegment(segment('on-a', 'cam-n', 300_000));
    await nodeB.insertSegment({ ...segment('on-b', 'cam-n', 310_000), closed: 1 });
    expect(await index.segment('on-a')).toMatchObject({ node_id: 'node-a' });
    // Open segments to recover, closed ones to prune, cameras to retain: each node its own files.
    expect((await nodeA.openSegments()).map((s) => s.id)).toEqual(['on-a']);
    expect((await nodeB.openSegments()).map((s) => s.id)).toEqual([]);
    expect((await nodeA.oldestClosedSegments(10)).map((s) => s.id)).toEqual([]);
    expect((await nodeB.oldestClosedSegments(10)).map((s) => s.id)).toEqual(['on-b']);
    expect(await nodeB.expiredSegments('cam-n', 1e9)).toEqual([expect.objectContaining({ id: 'on-b' })]);
    expect(await nodeA.recordedCameras()).toEqual(['cam-n']);
    await index.deleteSegment('on-a');
    await index.deleteSegment('on-b');
  });
});
