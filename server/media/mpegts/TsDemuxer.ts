/** Reads an MPEG transport stream (ffmpeg's mpegts muxer on a pipe, ISO/IEC 13818-1) into the
 *  access units of its H.264 stream, each with 90 kHz PTS and DTS, and the PES payloads of its AAC
 *  (ADTS) audio stream when it has one (issue 31). An access unit is handed on the
 *  moment its last byte arrives when its PES header gives its length (the muxer's
 *  `-omit_video_pes_length 0`); an unbounded PES (over 64 KiB) ends when the next one starts.
 *  That is what keeps live video a frame ahead of fMP4 from ffmpeg, whose muxer holds each frame
 *  until the next one arrives. */

export const TS_PACKET_BYTES = 188;
const SYNC_BYTE = 0x47;
const PAT_PID = 0;
/** PMT stream types (ISO/IEC 13818-1 Table 2-34, and later amendments). */
const STREAM_TYPE_H264 = 0x1b;
/** AAC in ADTS framing. */
const STREAM_TYPE_ADTS = 0x0f;
const VIDEO_STREAM_TYPES: Record<number, string> = { 0x01: 'mpeg1', 0x02: 'mpeg2', 0x10: 'mpeg4', 0x24: 'hevc' };
/** PTS and DTS are 33-bit counters: they wrap every 26.5 hours. */
const TIMESTAMP_PERIOD = 2 ** 33;
/** A PES larger than this is a broken stream, not video: stop rather than buffer it. */
const MAX_PES_BYTES = 64 * 1024 * 1024;

export interface TsAccessUnit {
  /** 90 kHz, unwrapped: keeps counting past the 33-bit wrap. */
  pts: number;
  dts: number;
  /** Annex B byte stream. */
  data: Buffer;
}

interface PendingPes {
  pts: number;
  dts: number;
  /** The payload so far: one buffer of the announced length, filled as packets come … */
  data: Buffer | null;
  filled: number;
  /** … or, for an unbounded PES, its pieces. */
  parts: Buffer[];
  /** Payload bytes the header announced; 0 when unbounded. */
  expected: number;
}

export class TsDemuxer {
  private carry: Buffer = Buffer.alloc(0);
  private pmtPid: number | undefined;
  private videoPid: number | undefined;
  private audioPid: number | undefined;
  private pes: PendingPes | undefined;
  private audioPes: PendingPes | undefined;
  private lastDts: number | undefined;
  private lastAudioPts: number | undefined;

  constructor(
    private readonly onAccessUnit: (unit: TsAccessUnit) => void,
    /** A whole PES of the audio stream (ADTS frames; pts = dts, 90 kHz, unwrapped). */
    private readonly onAudio?: (unit: TsAccessUnit) => void,
  ) {}

  /** The program map declares an AAC stream (known once the PMT has been read). */
  get hasAudio(): boolean {
    return this.audioPid !== undefined;
  }

  push(chunk: Buffer): void {
    const bytes = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    let at = 0;
    for (; at + TS_PACKET_BYTES <= bytes.length; at += TS_PACKET_BYTES) {
      if (bytes[at] !== SYNC_BYTE) throw new Error('MPEG-TS lost packet sync');
      this.packet(bytes, at);
    }
    // Copy the partial packet so the chunk it came from can be freed.
    this.carry = at === bytes.length ? Buffer.alloc(0) : Buffer.from(bytes.subarray(at));
  }

  /** The packet at `at` of `bytes`, read in place: this runs for every 188 bytes of every camera. */
  private packet(bytes: Buffer, at: number): void {
    const flags = bytes[at + 1] as number;
    const unitStart = (flags & 0x40) !== 0;
    const pid = ((flags & 0x1f) << 8) | (bytes[at + 2] as number);
    const adaptation = ((bytes[at + 3] as number) >> 4) & 0x03;
    const end = at + TS_PACKET_BYTES;
    let start = at + 4;
    if (adaptation & 0x02) start += 1 + (bytes[at + 4] as number);
    if (!(adaptation & 0x01) || start >= end) return;
    if (pid === this.videoPid) {
      this.readPes(bytes, start, end, unitStart);
    } else if (pid === this.audioPid) {
      this.readAudioPes(bytes, start, end, unitStart);
    } else if (pid === PAT_PID) {
      if (unitStart) this.readPat(bytes.subarray(start, end));
    } else if (pid === this.pmtPid) {
      if (unitStart) this.readPmt(bytes.subarray(start, end));
    }
  }

  /** The first program's PMT PID. Sections of one packet: what a muxer of one program writes. */
  private readPat(payload: Buffer): void {
    const section = sectionOf(payload);
    for (let at = 8; at + 4 <= section.length - 4; at += 4) {
      const program = section.readUInt16BE(at);
      if (program !== 0) {
        this.pmtPid = section.readUInt16BE(at + 2) & 0x1fff;
        return;
      }
    }
  }

  private readPmt(payload: Buffer): void {
    const section = sectionOf(payload);
    let at = 12 + (section.readUInt16BE(10) & 0x0fff);
    while (at + 5 <= section.length - 4) {
      const type = section[at] as number;
      const pid = section.readUInt16BE(at + 1) & 0x1fff;
      // The first of each kind: a camera's second audio track (another language) is not recorded.
      if (type === STREAM_TYPE_H264) this.videoPid ??= pid;
      if (type === STREAM_TYPE_ADTS && this.onAudio) this.audioPid ??= pid;
      const other = VIDEO_STREAM_TYPES[type];
      if (other && this.videoPid === undefined) throw new Error(`Unsupported codec ${other}`);
      at += 5 + (section.readUInt16BE(at + 3) & 0x0fff);
    }
  }

  private readPes(bytes: Buffer, start: number, end: number, unitStart: boolean): void {
    if (unitStart) {
      if (this.pes) this.finish(this.pes);
      this.pes = this.startPes(bytes, start, end);
      if (!this.pes) return;
    } else if (this.pes) {
      this.append(this.pes, bytes, start, end);
    } else {
      return;
    }
    const pes = this.pes;
    if (pes.expected > 0) {
      if (pes.filled >= pes.expected) this.finish(pes);
    } else if (pes.filled > MAX_PES_BYTES) {
      throw new Error('MPEG-TS video unit too large');
    }
  }

  /** Audio PES always carry their length (the muxer's `-pes_payload_size 0` makes one per frame). */
  private readAudioPes(bytes: Buffer, start: number, end: number, unitStart: boolean): void {
    if (unitStart) {
      if (this.audioPes) this.finishAudio(this.audioPes);
      this.audioPes = this.startPes(bytes, start, end);
    } else if (this.audioPes) {
      this.append(this.audioPes, bytes, start, end);
    }
    const pes = this.audioPes;
    if (!pes) return;
    if (pes.expected > 0 ? pes.filled >= pes.expected : pes.filled > MAX_PES_BYTES) this.finishAudio(pes);
  }

  private finishAudio(pes: PendingPes): void {
    this.audioPes = undefined;
    const pts = unwrap(pes.pts, this.lastAudioPts ?? this.lastDts);
    this.lastAudioPts = pts;
    const data = pes.data ? pes.data.subarray(0, pes.filled) : Buffer.concat(pes.parts);
    this.onAudio?.({ pts, dts: pts, data });
  }

  private startPes(bytes: Buffer, start: number, end: number): PendingPes | undefined {
    if (end - start < 9 || bytes[start] !== 0 || bytes[start + 1] !== 0 || bytes[start + 2] !== 1) return undefined;
    const length = bytes.readUInt16BE(start + 4);
    const flags = bytes[start + 7] as number;
    const headerLength = bytes[start + 8] as number;
    if (!(flags & 0x80)) return undefined; // no PTS: nothing to place on the clock
    const pts = readTimestamp(bytes, start + 9);
    const dts = flags & 0x40 ? readTimestamp(bytes, start + 14) : pts;
    const expected = length === 0 ? 0 : length - 3 - headerLength;
    const pes: PendingPes = {
      pts,
      dts,
      data: expected > 0 ? Buffer.allocUnsafe(expected) : null,
      filled: 0,
      parts: [],
      expected,
    };
    this.append(pes, bytes, start + 9 + headerLength, end);
    return pes;
  }

  private append(pes: PendingPes, bytes: Buffer, start: number, end: number): void {
    if (pes.data) {
      pes.filled += bytes.copy(pes.data, pes.filled, start, Math.min(end, start + pes.expected - pes.filled));
    } else {
      // Views into the chunks, kept for as long as the unit is incomplete: one frame.
      pes.parts.push(bytes.subarray(start, end));
      pes.filled += end - start;
    }
  }

  private finish(pes: PendingPes): void {
    this.pes = undefined;
    const dts = unwrap(pes.dts, this.lastDts);
    const pts = unwrap(pes.pts, dts);
    this.lastDts = dts;
    const data = pes.data ? pes.data.subarray(0, pes.filled) : Buffer.concat(pes.parts);
    this.onAccessUnit({ pts, dts, data });
  }
}

/** The section after the pointer field, cut at its section_length. */
function sectionOf(payload: Buffer): Buffer {
  const start = 1 + (payload[0] as number);
  const length = payload.readUInt16BE(start + 1) & 0x0fff;
  return payload.subarray(start, start + 3 + length);
}

/** A 33-bit PTS/DTS from its 5 bytes with marker bits. */
function readTimestamp(bytes: Buffer, at: number): number {
  return (
    (((bytes[at] as number) >> 1) & 0x07) * 2 ** 30 +
    (bytes[at + 1] as number) * 2 ** 22 +
    ((bytes[at + 2] as number) >> 1) * 2 ** 15 +
    (bytes[at + 3] as number) * 2 ** 7 +
    ((bytes[at + 4] as number) >> 1)
  );
}

/** The value of `raw` (modulo 2^33) nearest to `near`. */
function unwrap(raw: number, near: number | undefined): number {
  if (near === undefined) return raw;
  return raw + Math.round((near - raw) / TIMESTAMP_PERIOD) * TIMESTAMP_PERIOD;
}
