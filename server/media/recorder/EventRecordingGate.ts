/** Spec 3 §4 recording mode EVENTS: a stream is recorded only around events. The gate holds the
 *  last pre-roll of video (from a keyframe) in memory; an event lets it through to the recorder
 *  with that pre-roll, and keeps it open until the post-roll after the last event has passed,
 *  when the segment is closed at the next keyframe and the archive shows a gap until the next event. */
import type { Fragment, StreamInit } from '../sources/SourceListener';

/** How late an event may reach the gate and still find its pre-roll: a motion event is raised
 *  once its pictures are decoded, which on a busy machine takes seconds after the frame moved. */
export const EVENT_LATENESS_MS = 10_000;

/** What the gate feeds: a StreamRecorder. */
export interface StreamSink {
  setInit(init: StreamInit): void;
  append(fragment: Fragment): void;
  close(): void;
}

export class EventRecordingGate implements StreamSink {
  private buffer: Fragment[] = [];
  /** Wall time (ms) until which fragments are recorded; 0 while no event is open. */
  private recordUntil = 0;
  private recording = false;
  private newestEndMs = 0;

  constructor(
    private readonly sink: StreamSink,
    private readonly preRollMs: number,
    private readonly postRollMs: number,
  ) {}

  setInit(init: StreamInit): void {
    this.buffer = [];
    this.recording = false;
    this.sink.setInit(init);
  }

  /** An event at wall time `atMs`: record from `atMs - preRoll` (from the keyframe at or before
   *  it, as far back as the gate holds) to `atMs + postRoll` (or later). */
  trigger(atMs: number): void {
    this.recordUntil = Math.max(this.recordUntil, atMs + this.postRollMs);
    if (this.recording) return;
    this.recording = true;
    this.dropGopsBefore(atMs - this.preRollMs);
    const buffered = this.buffer;
    this.buffer = [];
    for (const fragment of buffered) this.sink.append(fragment);
  }

  append(fragment: Fragment): void {
    this.newestEndMs = Math.max(this.newestEndMs, fragment.endMs);
    if (this.recording && fragment.key && fragment.startMs > this.recordUntil) {
      // The post-roll has passed: end the segment here, so the archive shows the gap.
      this.recording = false;
      this.sink.close();
    }
    if (this.recording) {
      this.sink.append(fragment);
      return;
    }
    if (fragment.key) this.buffer.push(fragment);
    else if (this.buffer.length > 0) this.buffer.push(fragment);
    this.dropGopsBefore(this.newestEndMs - this.preRollMs - EVENT_LATENESS_MS);
  }

  close(): void {
    this.buffer = [];
    this.recording = false;
    this.sink.close();
  }

  /** Drops whole GOPs while the next keyframe is still old enough to start video from `from`. */
  private dropGopsBefore(from: number): void {
    for (;;) {
      const nextKey = this.buffer.findIndex((f, i) => i > 0 && f.key);
      if (nextKey < 0 || (this.buffer[nextKey]?.startMs ?? Infinity) > from) return;
      this.buffer = this.buffer.slice(nextKey);
    }
  }
}
