/** Cuts a byte stream of fragmented MP4 (ffmpeg's stdout) into the init segment and whole
 *  fragments (moof + mdat), without copying more than the bytes of the fragment in flight. A box
 *  whose size field is 0 runs to the end of the stream (ISO/IEC 14496-12 §4.2): in a stream read in
 *  pieces it is never complete, so it is refused, not cut at the end of the piece at hand. */
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
  /** Stream offset of `pending`'s first byte, for the error of a box that cannot be. */
  private offset = 0;

  constructor(private readonly handlers: SplitterHandlers) {}

  push(chunk: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    for (;;) {
      if (this.pending.length - at >= 8) this.checkHeader(at);
      const box = boxAt(this.pending, at);
      if (!box) break;
      this.take(box.type, this.pending.subarray(box.start, box.end));
      at = box.end;
    }
    // Keep only the incomplete box; copy so the big chunk it came from can be freed.
    this.offset += at;
    this.pending = at === 0 ? this.pending : Buffer.from(this.pending.subarray(at));
  }

  /** The header at `at` names a box this splitter can wait for. */
  private checkHeader(at: number): void {
    let size = this.pending.readUInt32BE(at);
    // 1: the size follows the type as 64 bits.
    if (size === 1 && this.pending.length - at >= 16) size = Number(this.pending.readBigUInt64BE(at + 8));
    if (size !== 0 && size <= MAX_BOX_BYTES) return;
    const type = JSON.stringify(this.pending.toString('latin1', at + 4, at + 8));
    const where = `at stream offset ${this.offset + at}`;
    if (size === 0) throw new Error(`MP4 box ${type} of unknown size (to the end of the stream) ${where}`);
    throw new Error(`MP4 box too large: ${type} of ${size} bytes ${where}`);
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
