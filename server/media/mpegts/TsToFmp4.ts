/** Turns a camera's MPEG-TS output into fragmented MP4 as it arrives: an init segment built from
 *  the first keyframe's SPS and PPS, then one fragment per access unit, written the moment the
 *  unit is complete. Fragments start at decode time zero for the run, on the 90 kHz clock. A
 *  frame's duration is not known until the next one arrives, so each fragment carries the gap
 *  before it (the first, the source's nominal frame time): live video never waits for it. A camera
 *  with AAC sound (issue 31) gets a second track: the init segment waits for the first audio frame
 *  (its AudioSpecificConfig), and each PES of audio becomes a fragment of that track. The sound
 *  comes in the pictures' transport stream or in one of its own (pushSound, a demo camera's
 *  microphone), whose clock soundClock ties to the pictures'. */
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
/** The same for sound from a process of its own, which may start seconds after the pictures' on
 *  a busy machine: its stream then starts at the first keyframe the sound has begun by. */
const KEYFRAMES_WAITING_FOR_SOUND_APART = 10;
/** Sound frames of its own stream kept until the first picture (a second at 48 kHz). */
const SOUND_KEPT_BEFORE_START = 48;

export class TsToFmp4 {
  private readonly demuxer: TsDemuxer;
  /** The sound's own transport stream, when it comes apart from the pictures. */
  private readonly soundDemuxer: TsDemuxer | undefined;
  /** The time in the sound's own stream (90 kHz) of media time zero. */
  private soundZero: number | undefined;
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
  /** The first sound of its own stream, on the pictures' clock. */
  private firstSoundPts: number | undefined;
  /** Sound of its own stream that came before the first picture kept (it is made ahead of its
   *  time, so the sound of a stream's first moments comes before its first keyframe). */
  private soundBeforeStart: TsAccessUnit[] = [];
  private lastDts: number | undefined;
  private sequence = 0;

  constructor(
    private readonly handlers: TsToFmp4Handlers,
    /** The source's frame time in ms, for the first frame's duration. */
    private readonly nominalFrameMs: number,
    /** The sound comes in a transport stream of its own (pushSound). */
    soundApart = false,
  ) {
    this.demuxer = new TsDemuxer(
      (unit) => this.accessUnit(unit),
      handlers.audio ? (unit) => this.audioUnit(unit) : undefined,
    );
    if (soundApart && handlers.audio)
      this.soundDemuxer = new TsDemuxer(
        () => undefined,
        (unit) => this.soundUnit(unit),
      );
  }

  push(chunk: Buffer): void {
    this.demuxer.push(chunk);
  }

  /** Bytes of the sound's own transport stream. */
  pushSound(chunk: Buffer): void {
    this.soundDemuxer?.push(chunk);
  }

  /** The time in the sound's own stream (90 kHz) of media time zero, the first picture the source
   *  sent; sound that comes before it is known has no place on the pictures' clock and is left out. */
  soundClock(zero: number): void {
    this.soundZero = zero;
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
      if (this.soundDemuxer) {
        const begun = this.audioConfig && this.firstSoundPts !== undefined && this.firstSoundPts <= unit.dts;
        this.keyframesWithoutAudio += begun ? 0 : 1;
        if (!begun && this.keyframesWithoutAudio < KEYFRAMES_WAITING_FOR_SOUND_APART) return;
      } else if (this.demuxer.hasAudio && !this.audioConfig) {
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
    // The sound that came before the first picture, once the picture has gone first.
    const early = this.soundBeforeStart;
    this.soundBeforeStart = [];
    early.forEach((sound) => this.audioUnit(sound));
  }

  /** A PES of the sound's own stream, moved to the pictures' clock. */
  private soundUnit(unit: TsAccessUnit): void {
    this.audioConfig ??= readAdtsFrames(unit.data)[0]?.config;
    if (this.soundZero === undefined || this.clockDts === undefined) return;
    const pts = unit.pts - this.soundZero + this.clockDts;
    this.firstSoundPts ??= pts;
    if (this.firstDts !== undefined) this.audioUnit({ ...unit, pts, dts: pts });
    else if (this.soundBeforeStart.push({ ...unit, pts, dts: pts }) > SOUND_KEPT_BEFORE_START)
      this.soundBeforeStart.shift();
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
