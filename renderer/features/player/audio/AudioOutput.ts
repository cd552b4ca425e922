/** A player's sound on the page (issue 31): decodes the camera's AAC with WebCodecs' AudioDecoder
 *  and plays it through Web Audio, each piece started when the picture of its time is on screen
 *  (AudioScheduler), at the cell's volume or muted. It measures the A/V offset it keeps (AvOffsetMeter):
 *  for each picture painted, when the sound of the picture's time is heard minus when the picture
 *  was shown, and how many pictures' sound was left out. */
import type { MediaAudioHeader } from '../../../../shared/video/mediaFrame';
import { AudioScheduler } from './AudioScheduler';
import { AvOffsetMeter } from './AvOffsetMeter';
import { pageAudioContext } from './pageAudioContext';
import type { SessionAudio, SoundReadyListener } from './SessionAudio';

/** Scheduled pieces remembered, to stop them on a reset. */
const PIECES_KEPT = 64;

interface Piece {
  pts: number;
  duration: number;
  /** Wall time it is heard, ms. */
  start: number;
  source: AudioBufferSourceNode;
}

export interface AudioLevels {
  volume: number;
  muted: boolean;
}

export class AudioOutput implements SessionAudio {
  private readonly scheduler = new AudioScheduler();
  private decoder: AudioDecoder | null = null;
  private header: MediaAudioHeader | null = null;
  private gain: GainNode | null = null;
  private pieces: Piece[] = [];
  /** Sessions say otherwise with reset() (a pause, another speed). */
  private audible = true;
  private levels: AudioLevels = { volume: 1, muted: true };
  private readonly meter = new AvOffsetMeter();
  private decoded: SoundReadyListener | null = null;

  /** `context` is the page's shared one by default; tests give their own. */
  constructor(private readonly context: () => AudioContext | null = pageAudioContext) {}

  /** The A/V offsets measured lately, ms (positive: the sound comes after its picture). */
  get avOffsetsMs(): readonly number[] {
    return this.meter.offsetsMs;
  }

  /** Share of the pictures lately painted whose sound was heard, percent (null before sound). */
  get avHeardPercent(): number | null {
    return this.meter.heardPercent;
  }

  setLevels(levels: AudioLevels): void {
    this.levels = levels;
    if (this.gain) this.gain.gain.value = levels.muted ? 0 : levels.volume;
  }

  configure(header: MediaAudioHeader | null): void {
    if (sameHeader(header, this.header)) return;
    this.closeDecoder();
    this.header = header;
    if (!header || typeof AudioDecoder === 'undefined') return;
    const decoder = new AudioDecoder({
      output: (data) => this.play(data),
      // A camera whose sound cannot be decoded still shows its picture.
      error: () => this.closeDecoder(),
    });
    try {
      decoder.configure({
        codec: header.codec,
        sampleRate: header.sampleRate,
        numberOfChannels: header.numberOfChannels,
        description: base64Bytes(header.description),
      });
      this.decoder = decoder;
    } catch {
      decoder.close();
    }
  }

  chunk(pts: number, duration: number, data: Uint8Array): void {
    const decoder = this.decoder;
    if (!decoder || decoder.state !== 'configured' || !this.audible) return;
    // Timestamps in µs: ms since the epoch × 1000 is still exact in a double.
    decoder.decode(new EncodedAudioChunk({ type: 'key', timestamp: pts * 1000, duration: duration * 1000, data }));
  }

  onDecoded(listener: SoundReadyListener | null): void {
    this.decoded = listener;
  }

  painted(pts: number, at: number): void {
    this.scheduler.painted(pts, at);
    this.meter.painted(pts, at);
  }

  reset(audible: boolean): void {
    this.audible = audible;
    this.scheduler.reset();
    this.meter.reset();
    for (const piece of this.pieces) piece.source.stop();
    this.pieces = [];
  }

  dispose(): void {
    this.reset(false);
    this.closeDecoder();
    this.gain?.disconnect();
    this.gain = null;
  }

  private play(data: AudioData): void {
    try {
      const pts = data.timestamp / 1000;
      // Muted or not, and whether or not the page may sound yet: the pictures wait for it alike.
      if (this.audible) this.decoded?.(pts, Date.now());
      const context = this.context();
      if (!context || !this.audible) return;
      const duration = (data.numberOfFrames / data.sampleRate) * 1000;
      const now = Date.now();
      const start = this.scheduler.place(pts, duration, now);
      // Only pieces placed against a picture count: before the first, there is nothing to judge.
      if (this.scheduler.due(pts) !== null) this.meter.piece(pts, duration, start);
      if (start === null) return;
      const buffer = context.createBuffer(data.numberOfChannels, data.numberOfFrames, data.sampleRate);
      const plane = new Float32Array(data.numberOfFrames);
      for (let channel = 0; channel < data.numberOfChannels; channel += 1) {
        data.copyTo(plane, { planeIndex: channel, format: 'f32-planar' });
        buffer.copyToChannel(plane, channel);
      }
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(this.output(context));
      source.start(contextTimeOf(context, start, now));
      this.pieces.push({ pts, duration, start, source });
      if (this.pieces.length > PIECES_KEPT) this.pieces.shift();
    } finally {
      data.close();
    }
  }

  private output(context: AudioContext): GainNode {
    if (!this.gain) {
      this.gain = context.createGain();
      this.gain.connect(context.destination);
      this.setLevels(this.levels);
    }
    return this.gain;
  }

  private closeDecoder(): void {
    if (this.decoder && this.decoder.state !== 'closed') this.decoder.close();
    this.decoder = null;
  }
}

/** The AudioContext time at which a sound started is heard at wall time `at`: the context's output
 *  timestamp ties its clock to the page's and counts the output's latency. */
export function contextTimeOf(context: AudioContext, at: number, now: number): number {
  const stamp = typeof context.getOutputTimestamp === 'function' ? context.getOutputTimestamp() : undefined;
  if (stamp?.contextTime !== undefined && stamp.performanceTime !== undefined && stamp.performanceTime > 0) {
    const atPerformance = at - now + performance.now();
    return Math.max(context.currentTime, stamp.contextTime + (atPerformance - stamp.performanceTime) / 1000);
  }
  const latency = (context.outputLatency || 0) + (context.baseLatency || 0);
  return Math.max(context.currentTime, context.currentTime + (at - now) / 1000 - latency);
}

function sameHeader(a: MediaAudioHeader | null, b: MediaAudioHeader | null): boolean {
  return a === b || (a !== null && b !== null && a.codec === b.codec && a.description === b.description);
}

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}
