/** How stream metadata messages are kept in a row of the archive's metadata table (issue 31): each
 *  message as its frame time (float64 LE), duration (uint32 LE), payload length (uint16 LE) and
 *  payload (shared/video/mediaMetadata), one after another, base64. */

/** One message of a camera's metadata channel: the payload is encoded once and sent to every viewer. */
export interface MetadataMark {
  /** The frame time the payload's boxes were found in, ms since the epoch. */
  pts: number;
  /** How long the boxes stand unless a newer message of their source comes, ms. */
  duration: number;
  /** encodeMetadataPayload's bytes. */
  data: Uint8Array;
}

export function packMarks(marks: readonly MetadataMark[]): string {
  const out = Buffer.alloc(marks.reduce((sum, m) => sum + 14 + m.data.byteLength, 0));
  let at = 0;
  for (const mark of marks) {
    out.writeDoubleLE(mark.pts, at);
    out.writeUInt32LE(Math.max(0, Math.round(mark.duration)) >>> 0, at + 8);
    out.writeUInt16LE(mark.data.byteLength, at + 12);
    out.set(mark.data, at + 14);
    at += 14 + mark.data.byteLength;
  }
  return out.toString('base64');
}

/** The messages of a row; a row cut short gives the whole messages before the cut. */
export function unpackMarks(base64: string): MetadataMark[] {
  const bytes = Buffer.from(base64, 'base64');
  const marks: MetadataMark[] = [];
  for (let at = 0; at + 14 <= bytes.byteLength;) {
    const length = bytes.readUInt16LE(at + 12);
    if (at + 14 + length > bytes.byteLength) break;
    marks.push({
      pts: bytes.readDoubleLE(at),
      duration: bytes.readUInt32LE(at + 8),
      data: new Uint8Array(bytes.subarray(at + 14, at + 14 + length)),
    });
    at += 14 + length;
  }
  return marks;
}
