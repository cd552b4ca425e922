/** Whether an access unit carries a sequence parameter set other than the init segment's: the
 *  source changed its resolution (or profile) mid-stream, and frames recorded under the old init
 *  segment would not decode. Sources that keep parameter sets out of band never do. */
import { parameterSets } from '../snapshots/toAnnexB';

const NAL_TYPE_SPS = 7;

export function changesResolution(avcC: Buffer, accessUnit: Buffer): boolean {
  const known = parameterSets(avcC).filter((set) => ((set[0] ?? 0) & 0x1f) === NAL_TYPE_SPS);
  let at = 0;
  while (at + 4 <= accessUnit.length) {
    const length = accessUnit.readUInt32BE(at);
    const nal = accessUnit.subarray(at + 4, at + 4 + length);
    if (((nal[0] ?? 0) & 0x1f) === NAL_TYPE_SPS && !known.some((sps) => sps.equals(nal))) return true;
    at += 4 + length;
  }
  return false;
}
