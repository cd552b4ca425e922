/** The live edge of one camera stream: its init segment and the frames since the newest
 *  keyframe, so a new viewer starts at once; viewers are called for every new frame. */
import type { Frame, StreamInit } from '../sources/SourceListener';

export interface LiveViewer {
  /** A new run started (its description may differ): the viewer re-sends its header. */
  init(init: StreamInit): void;
  frame(frame: Frame): void;
  /** The source stopped or crashed. */
  ended(): void;
}

export class LiveStream {
  private currentInit: StreamInit | undefined;
  private gop: Frame[] = [];
  private readonly viewers = new Set<LiveViewer>();

  get init(): StreamInit | undefined {
    return this.currentInit;
  }

  /** Frames from the newest keyframe on; empty when no keyframe has arrived yet. */
  get gopSoFar(): readonly Frame[] {
    return this.gop;
  }

  get newestKeyframe(): Frame | undefined {
    return this.gop[0];
  }

  setInit(init: StreamInit): void {
    this.currentInit = init;
    this.gop = [];
    for (const viewer of [...this.viewers]) viewer.init(init);
  }

  push(frame: Frame): void {
    if (frame.key) this.gop = [frame];
    else if (this.gop.length > 0) this.gop.push(frame);
    else return; // nothing decodable before the first keyframe
    for (const viewer of [...this.viewers]) viewer.frame(frame);
  }

  end(): void {
    this.gop = [];
    this.currentInit = undefined;
    for (const viewer of [...this.viewers]) viewer.ended();
  }

  watch(viewer: LiveViewer): () => void {
    this.viewers.add(viewer);
    return () => this.viewers.delete(viewer);
  }
}
