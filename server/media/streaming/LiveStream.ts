/** The live edge of one camera stream: its init segment and the frames since the newest
 *  keyframe, so a new viewer starts at once; viewers are called for every new frame, and for the
 *  camera's sound since that keyframe (issue 31). */
import type { Frame, StreamInit } from '../sources/SourceListener';

export interface LiveViewer {
  /** A new run started (its description may differ): the viewer re-sends its header. */
  init(init: StreamInit): void;
  frame(frame: Frame): void;
  /** One AAC frame of the camera's sound (viewers that play only pictures leave it out). */
  audio?(frame: Frame): void;
  /** The source stopped or crashed. */
  ended(): void;
}

export class LiveStream {
  private currentInit: StreamInit | undefined;
  private gop: Frame[] = [];
  private gopAudio: Frame[] = [];
  private readonly viewers = new Set<LiveViewer>();

  get init(): StreamInit | undefined {
    return this.currentInit;
  }

  /** Frames from the newest keyframe on; empty when no keyframe has arrived yet. */
  get gopSoFar(): readonly Frame[] {
    return this.gop;
  }

  /** The sound that arrived since the newest keyframe. */
  get audioSoFar(): readonly Frame[] {
    return this.gopAudio;
  }

  /** How many viewers watch it now (a relay from another node closes when none has for a while). */
  get viewerCount(): number {
    return this.viewers.size;
  }

  get newestKeyframe(): Frame | undefined {
    return this.gop[0];
  }

  setInit(init: StreamInit): void {
    this.currentInit = init;
    this.gop = [];
    this.gopAudio = [];
    for (const viewer of [...this.viewers]) viewer.init(init);
  }

  push(frame: Frame): void {
    if (frame.key) {
      this.gop = [frame];
      this.gopAudio = [];
    } else if (this.gop.length > 0) this.gop.push(frame);
    else return; // nothing decodable before the first keyframe
    for (const viewer of [...this.viewers]) viewer.frame(frame);
  }

  pushAudio(frames: readonly Frame[]): void {
    if (this.gop.length === 0) return; // no picture yet to go with it
    for (const frame of frames) {
      this.gopAudio.push(frame);
      for (const viewer of [...this.viewers]) viewer.audio?.(frame);
    }
  }

  end(): void {
    this.gop = [];
    this.gopAudio = [];
    this.currentInit = undefined;
    for (const viewer of [...this.viewers]) viewer.ended();
  }

  watch(viewer: LiveViewer): () => void {
    this.viewers.add(viewer);
    return () => this.viewers.delete(viewer);
  }
}
