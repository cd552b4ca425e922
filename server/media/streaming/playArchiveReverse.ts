/** Reverse archive play of a media socket (design.md §4): whole GOPs newest-first, each sent in
 *  decode order and paced by the media time between GOPs; keyframes only at high speed. */
import { GAP_MERGE_THRESHOLD_MS, KEYFRAMES_ONLY_ABOVE_SPEED, STREAM_EVENT } from '../../../shared/video/constants';
import type { FragmentRecord } from '../archive/ArchiveReader';
import type { Frame } from '../sources/SourceListener';
import type { ArchiveRun } from './ArchiveRun';

/** Reverse archive: whole GOPs newest-first from `position`, each sent in decode order for the
 *  client to show backwards; keyframes only above the threshold. */
export async function playArchiveReverse(run: ArchiveRun): Promise<void> {
  const stream = run.stream;
  const reader = run.reader;
  const speed = Math.abs(run.speed);
  const keyOnly = speed > KEYFRAMES_ONLY_ABOVE_SPEED;
  const first = await reader.keyAtOrBefore(stream.cameraId, stream.number, run.position);
  if (!first || first.start_ms > run.position) return run.event(STREAM_EVENT.END_OF_ARCHIVE);
  // The GOP holding `position`: its key row and the rows after it up to position.
  let gop: FragmentRecord[] = [first];
  for (const row of await reader.after(stream.cameraId, stream.number, first.start_ms, { limit: 16 })) {
    if (keyOnly || row.is_key || row.start_ms > run.position) break;
    gop.push(row);
  }
  let limit = run.position;
  let cursor = first.start_ms;
  let pending: FragmentRecord[] = [];
  let nextDue = Date.now();
  for (;;) {
    const frames: Frame[] = [];
    const gopRow = gop[0] as FragmentRecord;
    if (run.file && !(await run.fileAt(gopRow.start_ms))) return run.event(STREAM_EVENT.END_OF_ARCHIVE);
    for (const row of keyOnly ? gop.slice(0, 1) : gop) {
      const read = await reader.frames(row);
      if (!run.current()) return;
      run.send.sendHeader(read.segment.init);
      frames.push(...(keyOnly ? read.frames.slice(0, 1) : read.frames.filter((f) => f.pts <= limit)));
    }
    await run.waitUntil(nextDue);
    if (!(await run.waitForRoom())) return;
    for (const frame of frames) run.send.sendFrame(frame);
    const gopStart = frames[0]?.pts ?? (gop[0] as FragmentRecord).start_ms;
    run.moved(gopStart);
    limit = Number.POSITIVE_INFINITY;
    // The previous GOP: rows before this one, newest first, back to and including a key row.
    const previous: FragmentRecord[] = [];
    for (;;) {
      if (pending.length === 0) {
        pending = await reader.before(stream.cameraId, stream.number, cursor, { keyOnly });
        if (pending.length === 0) break;
      }
      const row = pending.shift() as FragmentRecord;
      cursor = row.start_ms;
      previous.unshift(row);
      if (row.is_key) break;
    }
    if (!run.current()) return;
    const previousStart = previous[0]?.is_key ? previous[0].start_ms : undefined;
    if (previousStart === undefined) return run.event(STREAM_EVENT.END_OF_ARCHIVE);
    // Paced by the media time between the two GOPs; a gap in the recording is not waited through.
    const media = Math.min(gopStart - previousStart, GAP_MERGE_THRESHOLD_MS);
    nextDue = Math.max(Date.now(), nextDue + media / speed);
    gop = previous;
  }
}
