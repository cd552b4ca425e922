/** Forward archive play of a media socket (design.md §4): frames paced by media time × speed
 *  from the keyframe at or before the start, keyframes only at high speed, sound at 1× (issue 31)
 *  and the metadata channel just before its picture (ArchiveMarks); more than MAX_LAG_MS behind
 *  its schedule it skips to the next keyframe, and at the recording's edge it waits for the
 *  recorder briefly before the end of archive. */
import { GAP_MERGE_THRESHOLD_MS, KEYFRAMES_ONLY_ABOVE_SPEED, STREAM_EVENT } from '../../../shared/video/constants';
import type { FragmentRecord } from '../archive/ArchiveReader';
import { ArchiveMarks, withMarks } from './ArchiveMarks';
import type { ArchiveRun } from './ArchiveRun';
import { AUDIO_LEAD_MS, isSound, withSound } from './withSound';

/** Archive more than this behind its schedule skips to the next keyframe. */
export const MAX_LAG_MS = 2_000;
/** Forward archive near the live edge waits this long for the recorder before ending. */
const ARCHIVE_TAIL_WAIT_MS = 3_000;

/** Forward archive from `position`, paced by media time / speed. */
export async function playArchiveForward(run: ArchiveRun): Promise<void> {
  const stream = run.stream;
  const reader = run.reader;
  const keyOnly = run.speed > KEYFRAMES_ONLY_ABOVE_SPEED;
  const from = run.position;
  const start = await reader.keyAtOrBefore(stream.cameraId, stream.number, from);
  if (!start) return run.event(STREAM_EVENT.END_OF_ARCHIVE);
  let rows: FragmentRecord[] = [start];
  // Keyframes alone are too far apart for boxes to stand between them.
  const marks = run.metadata && !keyOnly ? new ArchiveMarks(run.metadata.range, stream.cameraId, from) : undefined;
  let anchor: { wall: number; media: number } | undefined;
  let lastPts: number | undefined;
  let skipToKey = false;
  for (;;) {
    for (const row of rows) {
      if (!run.current()) return;
      if (keyOnly && !row.is_key) continue;
      if (run.file && !(await run.fileAt(row.start_ms))) return run.event(STREAM_EVENT.END_OF_ARCHIVE);
      if (!run.current()) return;
      const { segment, frames, audio } = await reader.frames(row);
      run.send.sendHeader(segment.init);
      const pictures = keyOnly ? frames.slice(0, 1) : frames;
      const rowMarks = marks && pictures.length > 0 ? await marks.take(Math.max(...pictures.map((f) => f.pts))) : [];
      const items = withMarks(run.speed === 1 ? withSound(pictures, audio, from) : pictures, rowMarks);
      for (const item of items) {
        if (!run.current()) return;
        if ('mark' in item) {
          // Goes just before the picture of its time, which is paced: it is there when that is shown.
          if (!(await run.waitForRoom())) return;
          run.send.sendMark(item.mark);
          continue;
        }
        if (isSound(item)) {
          // Sound has no decoding to catch up on: before the first picture or while skipping, it goes.
          if (!anchor || skipToKey) continue;
          await run.waitUntil(anchor.wall + (item.sound.pts - anchor.media) / run.speed - AUDIO_LEAD_MS);
          if (!(await run.waitForRoom())) return;
          run.send.sendFrame(item.sound, true);
          continue;
        }
        const frame = item;
        const endTime = run.endTime();
        if (endTime !== undefined && frame.pts >= endTime) return run.event(STREAM_EVENT.END_OF_CHUNK);
        // Frames before the start are only there to decode from (the client does not show them):
        // they go out at once, so a slow speed does not hold the first picture back.
        if (frame.pts < from) {
          if (!(await run.waitForRoom())) return;
          run.send.sendFrame(frame);
          continue;
        }
        // A gap in the recording is skipped, not waited through.
        if (!anchor || (lastPts !== undefined && frame.pts - lastPts > GAP_MERGE_THRESHOLD_MS)) {
          anchor = { wall: Date.now(), media: frame.pts };
        }
        lastPts = frame.pts;
        const due = anchor.wall + (frame.pts - anchor.media) / run.speed;
        const lag = Date.now() - due;
        if (lag > MAX_LAG_MS && !frame.key) skipToKey = true;
        if (frame.key && skipToKey) {
          skipToKey = false;
          anchor = { wall: Date.now(), media: frame.pts };
        }
        if (skipToKey) continue;
        await run.waitUntil(due);
        if (!(await run.waitForRoom())) return;
        run.send.sendFrame(frame);
        run.moved(frame.pts);
      }
    }
    const last = rows[rows.length - 1] as FragmentRecord;
    rows = await reader.after(stream.cameraId, stream.number, last.start_ms, { keyOnly });
    // At the recording edge the recorder is a fragment or two behind: wait for it briefly.
    const waitedSince = Date.now();
    while (rows.length === 0) {
      if (Date.now() - waitedSince > ARCHIVE_TAIL_WAIT_MS) return run.event(STREAM_EVENT.END_OF_ARCHIVE);
      await run.waitUntil(Date.now() + 250);
      if (!run.current()) return;
      rows = await reader.after(stream.cameraId, stream.number, last.start_ms, { keyOnly });
    }
  }
}
