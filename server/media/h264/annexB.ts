/** H.264 byte-stream (Annex B) access units, as ffmpeg's MPEG-TS muxer writes them, cut into NAL
 *  units (writeFragment frames them as AVCC, 4-byte lengths, the form fMP4 samples and WebCodecs
 *  carry). */

export const NAL_TYPE = { IDR: 5, SPS: 7, PPS: 8, AUD: 9 } as const;

const START_CODE = Buffer.from([0, 0, 1]);

export function nalType(nal: Buffer): number {
  return (nal[0] ?? 0) & 0x1f;
}

/** The NAL units between start codes (00 00 01, or 00 00 00 01), trailing zero bytes trimmed. The
 *  search is Buffer.indexOf's (native): this runs on every byte of every camera's video. */
export function splitAnnexB(bytes: Buffer): Buffer[] {
  const nals: Buffer[] = [];
  let start = -1;
  for (let at = bytes.indexOf(START_CODE); at >= 0; at = bytes.indexOf(START_CODE, at + 3)) {
    if (start >= 0) nals.push(trimZeros(bytes.subarray(start, at)));
    start = at + 3;
  }
  if (start >= 0 && start < bytes.length) nals.push(bytes.subarray(start));
  return nals.filter((nal) => nal.length > 0);
}

function trimZeros(nal: Buffer): Buffer {
  let end = nal.length;
  while (end > 0 && nal[end - 1] === 0) end -= 1;
  return nal.subarray(0, end);
}
