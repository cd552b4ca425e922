/** Writes one movie fragment (moof + mdat) of the single track writeInitSegment declares: the
 *  samples' durations, sizes, sync flags and composition offsets, data offset from the moof. */
import { TRACK_ID } from './writeInitSegment';
import { box, fullBox, u32 } from './writeBoxes';

export interface FragmentSample {
  /** Ticks of the track's timescale. */
  duration: number;
  /** Presentation minus decode time, ticks (never negative). */
  compositionOffset: number;
  key: boolean;
  /** AVCC access unit. */
  data: Buffer;
}

/** sample_depends_on = 2 (an I picture); a keyframe. */
const SYNC_FLAGS = 0x02000000;
/** sample_depends_on = 1 and sample_is_non_sync_sample. */
const NON_SYNC_FLAGS = 0x01010000;
/** default-base-is-moof: data offsets count from the moof's first byte. */
const BASE_IS_MOOF = 0x020000;
/** trun carries data offset, and per sample duration, size, flags and composition offset. */
const TRUN_FIELDS = 0x000001 | 0x000100 | 0x000200 | 0x000400 | 0x000800;

export function writeFragment(sequence: number, decodeTime: number, samples: FragmentSample[]): Buffer {
  const perSample = samples.map((s) =>
    u32(s.duration, s.data.length, s.key ? SYNC_FLAGS : NON_SYNC_FLAGS, s.compositionOffset),
  );
  const trun = fullBox('trun', 0, TRUN_FIELDS, u32(samples.length, 0), ...perSample);
  const tfdt = Buffer.alloc(8);
  tfdt.writeBigUInt64BE(BigInt(Math.max(0, Math.round(decodeTime))));
  const traf = box('traf', fullBox('tfhd', 0, BASE_IS_MOOF, u32(TRACK_ID)), fullBox('tfdt', 1, 0, tfdt), trun);
  const moof = box('moof', fullBox('mfhd', 0, 0, u32(sequence)), traf);
  // trun is the moof's last box: its data offset sits after its header, version/flags and count.
  moof.writeUInt32BE(moof.length + 8, moof.length - trun.length + 16);
  return Buffer.concat([moof, box('mdat', ...samples.map((s) => s.data))]);
}
