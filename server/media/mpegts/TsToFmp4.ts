/** Turns a camera's MPEG-TS output into fragmented MP4 as it arrives: an init segment built from
 *  the first keyframe's SPS and PPS, then one fragment per access unit, written the moment the
 *  unit is complete. Fragments start at decode time zero for the run, on the 90 kHz clock. A
 *  frame's duration is not known until the next one arrives, so each fragment carries the gap
 *  before it (the first, the source's nominal frame time): live video never waits for it. */
import { type Sample, writeFragment, writeInitSegment } from '../fmp4';
import { avcDecoderConfig, NAL_TYPE, nalType, parseSps, splitAnnexB } from '../h264';
import { TsDemuxer, type TsAccessUnit } from './TsDemuxer';

export const TS_TIMESCALE = 90_000;

export interface TsToFmp4Handlers {
  init(bytes: Buffer): void;
  /** A fragment and its one sample, as parseFragment would read it back (its data a view into
   *  the fragment): the fragment is not parsed again. */
  fragment(bytes: Buffer, samples: Sample[]): void;
}

export class TsToFmp4 {
  private readonly demuxer = new TsDemuxer((unit) => this.accessUnit(unit));
  private firstDts: number | undefined;
  private lastDts: number | undefined;
  private sequence = 0;

  constructor(
    private readonly handlers: TsToFmp4Handlers,
    /** The source's frame time in ms, for the first frame's duration. */
    private readonly nominalFrameMs: number,
  ) {}

  push(chunk: Buffer): void {
    this.demuxer.push(chunk);
  }

  private accessUnit(unit: TsAccessUnit): void {
    const nals = splitAnnexB(unit.data);
    const key = nals.some((nal) => nalType(nal) === NAL_TYPE.IDR);
    if (this.firstDts === undefined) {
      // Decoding starts at a keyframe that carries its parameter sets.
      const sps = nals.find((nal) => nalType(nal) === NAL_TYPE.SPS);
      const pps = nals.find((nal) => nalType(nal) === NAL_TYPE.PPS);
      if (!key || !sps || !pps) return;
      const { width, height } = parseSps(sps);
      this.handlers.init(
        writeInitSegment({ width, height, timescale: TS_TIMESCALE, avcC: avcDecoderConfig(sps, pps) }),
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
    const dts = Math.max(0, unit.dts - this.firstDts);
    const written = writeFragment(this.sequence, dts, [{ duration, compositionOffset, key, nals: kept }]);
    const data = written.data[0] as Buffer;
    this.handlers.fragment(written.bytes, [{ dts, pts: dts + compositionOffset, duration, key, data }]);
  }
}
