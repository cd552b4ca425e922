/** Writes one movie fragment (moof + mdat) of the single track writeInitSegment declares: the
 *  samples' durations, sizes, sync flags and composition offsets, data offset from the moof. It
 *  runs for every frame of every camera, so the fragment is laid out in one buffer and each NAL
 *  unit is copied once, straight into the mdat behind its AVCC length. */
import { TRACK_ID } from './writeInitSegment';

export interface FragmentSample {
  /** Ticks of the track's timescale. */
  duration: number;
  /** Presentation minus decode time, ticks (never negative). */
  compositionOffset: number;
  key: boolean;
  /** The access unit's NAL units (no start codes): the sample is their AVCC framing. */
  nals: readonly Buffer[];
}

export interface WrittenFragment {
  bytes: Buffer;
  /** Each sample's AVCC bytes, a view into `bytes`. */
  data: Buffer[];
}

/** sample_depends_on = 2 (an I picture); a keyframe. */
const SYNC_FLAGS = 0x02000000;
/** sample_depends_on = 1 and sample_is_non_sync_sample. */
const NON_SYNC_FLAGS = 0x01010000;
/** default-base-is-moof: data offsets count from the moof's first byte. */
const BASE_IS_MOOF = 0x020000;
/** trun carries data offset, and per sample duration, size, flags and composition offset. */
const TRUN_FIELDS = 0x000001 | 0x000100 | 0x000200 | 0x000400 | 0x000800;
/** Box type codes as big-endian words. */
const TYPE = {
  moof: 0x6d6f6f66,
  mfhd: 0x6d666864,
  traf: 0x74726166,
  tfhd: 0x74666864,
  tfdt: 0x74666474,
  trun: 0x7472756e,
  mdat: 0x6d646174,
};

/** moof (8) + mfhd (16) + traf (8) + tfhd (16) + tfdt, version 1 (20) + trun's fixed part (20). */
const MOOF_FIXED_BYTES = 88;
const TRUN_SAMPLE_BYTES = 16;

/** AVCC length prefix of each NAL unit. */
const NAL_LENGTH_BYTES = 4;

const sampleSize = (sample: FragmentSample) => sample.nals.reduce((sum, nal) => sum + NAL_LENGTH_BYTES + nal.length, 0);

export function writeFragment(sequence: number, decodeTime: number, samples: FragmentSample[]): WrittenFragment {
  const moofSize = MOOF_FIXED_BYTES + TRUN_SAMPLE_BYTES * samples.length;
  const sizes = samples.map(sampleSize);
  const dataSize = sizes.reduce((sum, size) => sum + size, 0);
  const out = Buffer.allocUnsafe(moofSize + 8 + dataSize);
  let at = 0;
  const word = (value: number) => {
    out.writeUInt32BE(value >>> 0, at);
    at += 4;
  };
  word(moofSize);
  word(TYPE.moof);
  word(16);
  word(TYPE.mfhd);
  word(0);
  word(sequence);
  word(moofSize - 24);
  word(TYPE.traf);
  word(16);
  word(TYPE.tfhd);
  word(BASE_IS_MOOF);
  word(TRACK_ID);
  word(20);
  word(TYPE.tfdt);
  word(1 << 24); // version 1: a 64-bit decode time
  out.writeBigUInt64BE(BigInt(Math.max(0, Math.round(decodeTime))), at);
  at += 8;
  word(20 + TRUN_SAMPLE_BYTES * samples.length);
  word(TYPE.trun);
  word(TRUN_FIELDS);
  word(samples.length);
  word(moofSize + 8); // data offset: the first sample's byte, past the mdat header
  samples.forEach((s, i) => {
    word(s.duration);
    word(sizes[i] as number);
    word(s.key ? SYNC_FLAGS : NON_SYNC_FLAGS);
    word(s.compositionOffset);
  });
  word(8 + dataSize);
  word(TYPE.mdat);
  const data = samples.map((s) => {
    const start = at;
    for (const nal of s.nals) {
      word(nal.length);
      at += nal.copy(out, at);
    }
    return out.subarray(start, at);
  });
  return { bytes: out, data };
}
