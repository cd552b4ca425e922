/** Reads an fMP4 init segment (ftyp + moov) into what a decoder needs: the avcC record, the
 *  codec string, the picture size, the timescale and the track defaults fragments rely on, and
 *  the same of its AAC sound track when it has one (issue 31). */
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
  /** The camera's sound, when it records any. */
  audio?: AudioTrack;
}

/** An AAC track: what WebCodecs' AudioDecoder is configured with, and how to read its fragments. */
export interface AudioTrack {
  /** WebCodecs codec string, e.g. mp4a.40.2. */
  codec: string;
  /** The AudioSpecificConfig. */
  description: Buffer;
  sampleRate: number;
  channels: number;
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
  const audio = audioTrackOf(bytes, moov);
  return {
    bytes: Buffer.from(bytes),
    codec,
    description,
    width,
    height,
    timescale,
    trackId,
    defaults: trackDefaults(bytes, moov, trackId),
    ...(audio && { audio }),
  };
}

/** The first sound track in AAC; undefined without one (or in another codec: not played). */
function audioTrackOf(bytes: Buffer, moov: Box): AudioTrack | undefined {
  const trak = readBoxes(bytes, moov.payload, moov.end).find(
    (t) => t.type === 'trak' && handlerOf(bytes, t) === 'soun',
  );
  const tkhd = trak && child(bytes, trak, 'tkhd');
  const mdhd = trak && descend(bytes, trak, ['mdia', 'mdhd']);
  const stsd = trak && descend(bytes, trak, ['mdia', 'minf', 'stbl', 'stsd']);
  if (!tkhd || !mdhd || !stsd) return undefined;
  const entry = boxAt(bytes, stsd.payload + 8, stsd.end);
  if (entry?.type !== 'mp4a') return undefined;
  // AudioSampleEntry: 6 reserved, 2 data-reference index, 8 reserved, channel count, sample size,
  // 4 pre-defined/reserved, sample rate (16.16); its child boxes after those 28 bytes.
  const channels = bytes.readUInt16BE(entry.payload + 16);
  const sampleRate = bytes.readUInt32BE(entry.payload + 24) >>> 16;
  const esds = readBoxes(bytes, entry.payload + 28, entry.end).find((b) => b.type === 'esds');
  const asc = esds && decoderSpecificInfo(bytes.subarray(esds.payload + 4, esds.end));
  if (!asc || asc.length < 2) return undefined;
  const trackId = bytes.readUInt32BE(tkhd.payload + (bytes[tkhd.payload] === 1 ? 20 : 12));
  return {
    codec: `mp4a.40.${(asc[0] as number) >> 3}`,
    description: Buffer.from(asc),
    // The AudioSpecificConfig is what the decoder goes by; the entry's fields are often 0 or stale.
    sampleRate: ascSampleRate(asc) ?? sampleRate,
    channels: ((asc[1] as number) >> 3) & 0x0f || channels,
    timescale: bytes.readUInt32BE(mdhd.payload + (bytes[mdhd.payload] === 1 ? 20 : 12)),
    trackId,
    defaults: trackDefaults(bytes, moov, trackId),
  };
}

const ASC_SAMPLE_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

function ascSampleRate(asc: Buffer): number | undefined {
  return ASC_SAMPLE_RATES[(((asc[0] as number) & 0x07) << 1) | ((asc[1] as number) >> 7)];
}

/** The DecoderSpecificInfo (tag 5) inside an ES_Descriptor's DecoderConfigDescriptor. */
function decoderSpecificInfo(bytes: Buffer): Buffer | undefined {
  let at = 0;
  const header = () => {
    const tag = bytes[at++] as number;
    let length = 0;
    for (let i = 0; i < 4; i += 1) {
      const b = bytes[at++] as number;
      length = (length << 7) | (b & 0x7f);
      if (!(b & 0x80)) break;
    }
    return { tag, length };
  };
  if (header().tag !== 0x03) return undefined;
  const esFlags = bytes[at + 2] as number;
  at += 3;
  if (esFlags & 0x80) at += 2; // dependsOn_ES_ID
  if (esFlags & 0x40) at += 1 + (bytes[at] as number); // URL
  if (esFlags & 0x20) at += 2; // OCR_ES_Id
  if (header().tag !== 0x04) return undefined;
  at += 13;
  const info = header();
  return info.tag === 0x05 ? bytes.subarray(at, at + info.length) : undefined;
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
