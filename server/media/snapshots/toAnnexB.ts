/** Turns AVCC access units (length-prefixed NAL units, as recorded) into an Annex B byte
 *  stream with the avcC's SPS/PPS in front, which ffmpeg decodes from a pipe as raw H.264. */

const START_CODE = Buffer.from([0, 0, 0, 1]);

/** SPS and PPS NAL units of an AVCDecoderConfigurationRecord. */
export function parameterSets(avcC: Buffer): Buffer[] {
  const sets: Buffer[] = [];
  const lengthSize = ((avcC[4] ?? 3) & 0x03) + 1;
  if (lengthSize !== 4) throw new Error('Only 4-byte NAL lengths are supported');
  let at = 5;
  const spsCount = (avcC[at] ?? 0) & 0x1f;
  at += 1;
  for (let i = 0; i < spsCount; i += 1) {
    const len = avcC.readUInt16BE(at);
    sets.push(avcC.subarray(at + 2, at + 2 + len));
    at += 2 + len;
  }
  const ppsCount = avcC[at] ?? 0;
  at += 1;
  for (let i = 0; i < ppsCount; i += 1) {
    const len = avcC.readUInt16BE(at);
    sets.push(avcC.subarray(at + 2, at + 2 + len));
    at += 2 + len;
  }
  return sets;
}

export function toAnnexB(avcC: Buffer, accessUnits: Buffer[]): Buffer {
  const parts: Buffer[] = [];
  for (const set of parameterSets(avcC)) parts.push(START_CODE, set);
  for (const unit of accessUnits) {
    let at = 0;
    while (at + 4 <= unit.length) {
      const len = unit.readUInt32BE(at);
      parts.push(START_CODE, unit.subarray(at + 4, at + 4 + len));
      at += 4 + len;
    }
  }
  return Buffer.concat(parts);
}
