/** Writes one movie fragment (moof + mdat) of the sound track writeInitSegment declares (issue 31):
 *  raw AAC frames with their durations and sizes, every one a sync sample, data offset from the
 *  moof. A camera's audio fragments sit between its video fragments in the same segment file. */
import { box, fullBox, u32 } from './writeBoxes';
import { AUDIO_TRACK_ID } from './writeInitSegment';

export interface AudioFragmentSample {
  /** Ticks of the track's timescale. */
  duration: number;
  /** One raw AAC frame. */
  data: Buffer;
}

/** default-base-is-moof. */
const BASE_IS_MOOF = 0x020000;
/** trun carries data offset, and per sample duration and size. */
const TRUN_FIELDS = 0x000001 | 0x000100 | 0x000200;

export function writeAudioFragment(sequence: number, decodeTime: number, samples: AudioFragmentSample[]): Buffer {
  const trun = (dataOffset: number) =>
    fullBox(
      'trun',
      0,
      TRUN_FIELDS,
      u32(samples.length, dataOffset),
      ...samples.map((s) => u32(s.duration, s.data.length)),
    );
  const tfdt = Buffer.alloc(8);
  tfdt.writeBigUInt64BE(BigInt(Math.max(0, Math.round(decodeTime))));
  const moofOf = (dataOffset: number) =>
    box(
      'moof',
      fullBox('mfhd', 0, 0, u32(sequence)),
      box('traf', fullBox('tfhd', 0, BASE_IS_MOOF, u32(AUDIO_TRACK_ID)), fullBox('tfdt', 1, 0, tfdt), trun(dataOffset)),
    );
  // The data offset counts from the moof's first byte to the first sample, past the mdat header.
  const size = moofOf(0).length;
  return Buffer.concat([moofOf(size + 8), box('mdat', ...samples.map((s) => s.data))]);
}
