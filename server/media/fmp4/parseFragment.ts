/** Reads one movie fragment (moof + mdat) into samples: decode time, composition offset,
 *  duration, keyframe flag and the access unit's bytes (AVCC, as WebCodecs wants them). */
import { child, readBoxes } from './readBoxes';
import type { InitSegment } from './parseInitSegment';

export interface Sample {
  /** Presentation time in track timescale units, from the fragment's base decode time. */
  pts: number;
  dts: number;
  duration: number;
  key: boolean;
  data: Buffer;
}

/** sample_is_non_sync_sample bit of the sample flags. */
const NON_SYNC = 0x00010000;

export function parseFragment(bytes: Buffer, init: Pick<InitSegment, 'defaults' | 'trackId'>): Sample[] {
  const samples: Sample[] = [];
  for (const moof of readBoxes(bytes).filter((b) => b.type === 'moof')) {
    for (const traf of readBoxes(bytes, moof.payload, moof.end).filter((b) => b.type === 'traf')) {
      const tfhd = child(bytes, traf, 'tfhd');
      if (!tfhd) continue;
      const tfhdFlags = bytes.readUInt32BE(tfhd.payload) & 0xffffff;
      if (bytes.readUInt32BE(tfhd.payload + 4) !== init.trackId) continue;
      let at = tfhd.payload + 8;
      let base = moof.start;
      if (tfhdFlags & 0x01) {
        base = Number(bytes.readBigUInt64BE(at));
        at += 8;
      }
      if (tfhdFlags & 0x02) at += 4;
      let defaultDuration = init.defaults.sampleDuration;
      let defaultSize = init.defaults.sampleSize;
      let defaultFlags = init.defaults.sampleFlags;
      if (tfhdFlags & 0x08) {
        defaultDuration = bytes.readUInt32BE(at);
        at += 4;
      }
      if (tfhdFlags & 0x10) {
        defaultSize = bytes.readUInt32BE(at);
        at += 4;
      }
      if (tfhdFlags & 0x20) defaultFlags = bytes.readUInt32BE(at);

      const tfdt = child(bytes, traf, 'tfdt');
      let decodeTime = 0;
      if (tfdt) {
        decodeTime =
          bytes[tfdt.payload] === 1
            ? Number(bytes.readBigUInt64BE(tfdt.payload + 4))
            : bytes.readUInt32BE(tfdt.payload + 4);
      }
      for (const trun of readBoxes(bytes, traf.payload, traf.end).filter((b) => b.type === 'trun')) {
        const version = bytes[trun.payload] ?? 0;
        const flags = bytes.readUInt32BE(trun.payload) & 0xffffff;
        const count = bytes.readUInt32BE(trun.payload + 4);
        let p = trun.payload + 8;
        let dataAt = base;
        if (flags & 0x01) {
          dataAt = base + bytes.readInt32BE(p);
          p += 4;
        }
        let firstFlags: number | undefined;
        if (flags & 0x04) {
          firstFlags = bytes.readUInt32BE(p);
          p += 4;
        }
        for (let i = 0; i < count; i += 1) {
          let duration = defaultDuration;
          let size = defaultSize;
          let sampleFlags = i === 0 && firstFlags !== undefined ? firstFlags : defaultFlags;
          let cto = 0;
          if (flags & 0x100) {
            duration = bytes.readUInt32BE(p);
            p += 4;
          }
          if (flags & 0x200) {
            size = bytes.readUInt32BE(p);
            p += 4;
          }
          if (flags & 0x400) {
            sampleFlags = bytes.readUInt32BE(p);
            p += 4;
          }
          if (flags & 0x800) {
            cto = version === 0 ? bytes.readUInt32BE(p) : bytes.readInt32BE(p);
            p += 4;
          }
          if (dataAt + size > bytes.length) throw new Error('Fragment sample outside its data');
          samples.push({
            dts: decodeTime,
            pts: decodeTime + cto,
            duration,
            key: (sampleFlags & NON_SYNC) === 0,
            data: bytes.subarray(dataAt, dataAt + size),
          });
          decodeTime += duration;
          dataAt += size;
        }
      }
    }
  }
  return samples;
}
