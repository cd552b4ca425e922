/** Cuts a byte stream of fragmented MP4 (ffmpeg's stdout) into the init segment and whole
 *  fragments (moof + mdat), without copying more than the bytes of the fragment in flight. */
import { boxAt } from './readBoxes';

export interface SplitterHandlers {
  init(bytes: Buffer): void;
  fragment(bytes: Buffer): void;
}

/** A box larger than this is a broken stream, not video: stop rather than buffer it. */
const MAX_BOX_BYTES = 64 * 1024 * 1024;

export class Fmp4Splitter {
  private pending: Buffer = Buffer.alloc(0);
  private initParts: Buffer[] = [];
  private fragmentParts: Buffer[] = [];
  private initDone = false;

  constructor(private readonly handlers: SplitterHandlers) {}

  push(chunk: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    for (;;) {
      const box = boxAt(this.pending, at);
      if (!box) {
        if (this.pending.length - at >= 8 && this.pending.readUInt32BE(at) > MAX_BOX_BYTES) {
          throw new Error('MP4 box too large');
        }
        break;
      }
      this.take(box.type, this.pending.subarray(box.start, box.end));
      at = box.end;
    }
    // Keep only the incomplete box; copy so the big chunk it came from can be freed.
    this.pending = at === 0 ? this.pending : Buffer.from(this.pending.subarray(at));
  }

  private take(type: string, bytes: Buffer): void {
    if (!this.initDone) {
      this.initParts.push(bytes);
      if (type === 'moov') {
        this.initDone = true;
        this.handlers.init(Buffer.concat(this.initParts));
        this.initParts = [];
      }
      return;
    }
    this.fragmentParts.push(bytes);
    if (type === 'mdat') {
      this.handlers.fragment(Buffer.concat(this.fragmentParts));
      this.fragmentParts = [];
    }
  }
}
