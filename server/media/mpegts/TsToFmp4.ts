/** Turns a camera's MPEG-TS output into fragmented MP4 as it arrives: an init segment built from
 *  the first keyframe's SPS and PPS, then one fragment per access unit, written the moment the
 *  unit is complete. Fragments start at decode time zero for the run, on the 90 kHz clock. A
 *  frame's duration is not known until the next one arrives, so each fragment carries the gap
 *  before it (the first, the source's nominal frame time): live video never waits for it. A camera
 *  with AAC sound (issue 31) gets a second track: the init segment waits for the first audio frame
 *  (its AudioSpecificConfig), and each PES of audio becomes a fragment of that track. */
import { AAC_FRAME_SAMPLES, readAdtsFrames, type AacConfig } from '../aac';
import { type Sample, writeAudioFragment, writeFragment, writeInitSegment } from '../fmp4';
import { avcDecoderConfig, NAL_TYPE, nalType, parseSps, splitAnnexB } from '../h264';
import { TsDemuxer, type TsAccessUnit } from './TsDemuxer';

export const TS_TIMESCALE = 90_000;

export interface TsToFmp4Handlers {
  init(bytes: Buffer): void;
  /** A fragment and its one sample, as parseFragment would read it back (its data a view into
   *  the fragment): the fragment is not parsed again. */
  fragment(bytes: Buffer, samples: Sample[]): void;
  /** A fragment of the sound track and its AAC frames (times on the video's clock). */
  audio?(bytes: Buffer, samples: Sample[]): void;
}

/** Keyframes a stream whose program declares sound waits for its first audio frame before it
 *  starts without it (a camera whose microphone sends nothing still shows its picture). */
const KEYFRAMES_WAITING_FOR_AUDIO = 3;

export class TsToFmp4 {
  private readonly demuxer: TsDemuxer;
  /** Decode time of the first picture the source sent, kept or not: media time zero. A capture
   *  stamp is that picture's time, so pictures left out while the first keyframe waited for the
   *  sound must still count, or every time after would be early by what was left out. */
  private clockDts: number | undefined;
  /** Decode time of the first picture kept (a keyframe with its parameter sets). */
  private firstDts: number | undefined;
  private audioConfig: AacConfig | undefined;
  /** Whether the init segment declared the sound track. */
  private withAudio = false;
  private keyframesWithoutAudio = 0;
  private lastDts: number | undefined;
  private sequence = 0;

  constructor(
    private readonly handlers: TsToFmp4Handlers,
    /** The source's frame time in ms, for the first frame's duration. */
    private readonly nominalFrameMs: number,
  ) {
    this.demuxer = new TsDemuxer(
      (unit) => this.accessUnit(unit),
      handlers.audio ? (unit) => this.audioUnit(unit) : undefined,
    );
  }

  push(chunk: Buffer): void {
    this.demuxer.push(chunk);
  }

  private accessUnit(unit: TsAccessUnit): void {
    const nals = splitAnnexB(unit.data);
    const key = nals.some((nal) => nalType(nal) === NAL_TYPE.IDR);
    this.clockDts ??= unit.dts;
    if (this.firstDts === undefined) {
      // Decoding starts at a keyframe that carries its parameter sets.
      const sps = nals.find((nal) => nalType(nal) === NAL_TYPE.SPS);
      const pps = nals.find((nal) => nalType(nal) === NAL_TYPE.PPS);
      if (!key || !sps || !pps) return;
      if (this.demuxer.hasAudio && !this.audioConfig) {
        this.keyframesWithoutAudio += 1;
        if (this.keyframesWithoutAudio < KEYFRAMES_WAITING_FOR_AUDIO) return;
      }
      const { width, height } = parseSps(sps);
      const audio = this.audioConfig;
      this.withAudio = audio !== undefined;
      this.handlers.init(
        writeInitSegment({
          width,
          height,
          timescale: TS_TIMESCALE,
          avcC: avcDecoderConfig(sps, pps),
          ...(audio && {
            audio: { timescale: TS_TIMESCALE, sampleRate: audio.sampleRate, channels: audio.channels, asc: audio.asc },
          }),
        }),
      );
      this.firstDts = unit.dts;
    }
    const duration =
      this.lastDts === undefined ? (this.nominalFrameMs * TS_TIMESCALE) / 1000 : Math.max(0, unit.dts - this.lastDts);
    this.lastDts = unit.dts;
    this.sequence += 1;
    const compositionOffset = Math.max(0, unit.pts - unit.dts);
    // An MP4 sample is already one access unit: its delimiter goes. Parameter sets stay in band,
    // so a source that changes them mid-stream is still seen (changesResolution).
    const kept = nals.filter((nal) => nalType(nal) !== NAL_TYPE.AUD);
    const dts = Math.max(0, unit.dts - (this.clockDts ?? unit.dts));
    const written = writeFragment(this.sequence, dts, [{ duration, compositionOffset, key, nals: kept }]);
    const data = written.data[0] as Buffer;
    this.handlers.fragment(written.bytes, [{ dts, pts: dts + compositionOffset, duration, key, data }]);
  }

  /** A PES of ADTS frames: one fragment of the sound track, on the video's decode clock. Audio
   *  before the first keyframe has no picture to go with and is not kept. */
  private audioUnit(unit: TsAccessUnit): void {
    const frames = readAdtsFrames(unit.data);
    const first = frames[0];
    if (!first) return;
    this.audioConfig ??= first.config;
    if (this.firstDts === undefined || !this.withAudio || unit.pts < this.firstDts) return;
    const duration = Math.round((AAC_FRAME_SAMPLES * TS_TIMESCALE) / first.config.sampleRate);
    const dts = unit.pts - (this.clockDts ?? this.firstDts);
    this.sequence += 1;
    const samples = frames.map((f) => ({ duration, data: f.data }));
    const bytes = writeAudioFragment(this.sequence, dts, samples);
    // The frames' data are views into the PES, not into the fragment: the sample times are what is read.
    this.handlers.audio?.(
      bytes,
      frames.map((f, i) => ({ dts: dts + i * duration, pts: dts + i * duration, duration, key: true, data: f.data })),
    );
  }
}
