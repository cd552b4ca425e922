/** Reads an fMP4 init segment (ftyp + moov) into what a decoder needs: the avcC record, the
 *  codec string, the picture size, the timescale and the track defaults fragments rely on. */
import { boxAt, child, descend, readBoxes, type Box } from './readBoxes';

export interface TrackDefaults {
  sampleDuration: number;
  sampleSize: number;
  sampleFlags: number;
}

export interface InitSegment {
  /** The raw ftyp + moov bytes, kept to rebuild playable files (snapshots, exports). */
  bytes: Buffer;
  /** WebCodecs codec string, e.g. avc1.64001e. */
  codec: string;
  /** The AVCDecoderConfigurationRecord (avcC payload). */
  description: Buffer;
  width: number;
  height: number;
  timescale: number;
  trackId: number;
  defaults: TrackDefaults;
}

export function parseInitSegment(bytes: Buffer): InitSegment {
  const moov = readBoxes(bytes).find((b) => b.type === 'moov');
  if (!moov) throw new Error('Init segment without moov');
  const trak = readBoxes(bytes, moov.payload, moov.end).find(
    (t) => t.type === 'trak' && handlerOf(bytes, t) === 'vide',
  );
  if (!trak) throw new Error('Init segment without a video track');
  const tkhd = child(bytes, trak, 'tkhd');
  const mdhd = descend(bytes, trak, ['mdia', 'mdhd']);
  const stsd = descend(bytes, trak, ['mdia', 'minf', 'stbl', 'stsd']);
  if (!tkhd || !mdhd || !stsd) throw new Error('Incomplete video track');
  const trackId = bytes.readUInt32BE(tkhd.payload + (bytes[tkhd.payload] === 1 ? 20 : 12));
  const timescale = bytes.readUInt32BE(mdhd.payload + (bytes[mdhd.payload] === 1 ? 20 : 12));
  // stsd: version/flags (4), entry count (4), then the first sample entry.
  const entry = boxAt(bytes, stsd.payload + 8, stsd.end);
  if (!entry || (entry.type !== 'avc1' && entry.type !== 'avc3')) {
    throw new Error(`Unsupported codec ${entry?.type ?? 'none'}`);
  }
  // VisualSampleEntry: 6 reserved, 2 data-reference index, 16 pre-defined/reserved, then width, height.
  const width = bytes.readUInt16BE(entry.payload + 24);
  const height = bytes.readUInt16BE(entry.payload + 26);
  // The 78-byte VisualSampleEntry body precedes its child boxes.
  const avcC = readBoxes(bytes, entry.payload + 78, entry.end).find((b) => b.type === 'avcC');
  if (!avcC) throw new Error('avc1 entry without avcC');
  const description = Buffer.from(bytes.subarray(avcC.payload, avcC.end));
  const hex = (n: number | undefined) => (n ?? 0).toString(16).padStart(2, '0');
  const codec = `${entry.type}.${hex(description[1])}${hex(description[2])}${hex(description[3])}`;
  return {
    bytes: Buffer.from(bytes),
    codec,
    description,
    width,
    height,
    timescale,
    trackId,
    defaults: trackDefaults(bytes, moov, trackId),
  };
}

function handlerOf(buf: Buffer, trak: Box): string | undefined {
  const hdlr = descend(buf, trak, ['mdia', 'hdlr']);
  return hdlr ? buf.toString('latin1', hdlr.payload + 8, hdlr.payload + 12) : undefined;
}

function trackDefaults(buf: Buffer, moov: Box, trackId: number): TrackDefaults {
  const mvex = child(buf, moov, 'mvex');
  const trex =
    mvex &&
    readBoxes(buf, mvex.payload, mvex.end).find(
      (b) => b.type === 'trex' && buf.readUInt32BE(b.payload + 4) === trackId,
    );
  if (!trex) return { sampleDuration: 0, sampleSize: 0, sampleFlags: 0 };
  return {
    sampleDuration: buf.readUInt32BE(trex.payload + 12),
    sampleSize: buf.readUInt32BE(trex.payload + 16),
    sampleFlags: buf.readUInt32BE(trex.payload + 20),
  };
}
