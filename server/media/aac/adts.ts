/** Reads AAC in ADTS framing (ISO/IEC 13818-7, what an MPEG-TS audio stream of type 0x0F carries)
 *  into raw AAC frames and the AudioSpecificConfig an MP4 track and WebCodecs' AudioDecoder need. */

/** Sampling rates by ADTS/ASC frequency index. */
export const AAC_SAMPLE_RATES = [
  96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350,
];
/** PCM samples per AAC-LC frame. */
export const AAC_FRAME_SAMPLES = 1024;

export interface AacConfig {
  /** Audio object type (2 = AAC-LC). */
  objectType: number;
  sampleRate: number;
  channels: number;
  /** The two-byte AudioSpecificConfig (the esds's DecoderSpecificInfo, WebCodecs' description). */
  asc: Buffer;
}

export interface AdtsFrame {
  config: AacConfig;
  /** The raw AAC frame, header removed. */
  data: Buffer;
}

const ADTS_SYNC = 0xfff;

/** Every whole ADTS frame of `bytes` (one PES payload); bytes after the last whole frame are dropped. */
export function readAdtsFrames(bytes: Buffer): AdtsFrame[] {
  const frames: AdtsFrame[] = [];
  let at = 0;
  while (at + 7 <= bytes.length) {
    if (bytes.readUInt16BE(at) >> 4 !== ADTS_SYNC) throw new Error('AAC stream lost ADTS sync');
    const b2 = bytes[at + 2] as number;
    const b3 = bytes[at + 3] as number;
    const protectionAbsent = ((bytes[at + 1] as number) & 0x01) === 1;
    const objectType = (b2 >> 6) + 1;
    const frequencyIndex = (b2 >> 2) & 0x0f;
    const channels = ((b2 & 0x01) << 2) | (b3 >> 6);
    const length = ((b3 & 0x03) << 11) | ((bytes[at + 4] as number) << 3) | ((bytes[at + 5] as number) >> 5);
    const headerLength = protectionAbsent ? 7 : 9;
    const sampleRate = AAC_SAMPLE_RATES[frequencyIndex];
    if (sampleRate === undefined || length < headerLength) throw new Error('AAC stream with a broken ADTS header');
    if (at + length > bytes.length) break;
    frames.push({
      config: { objectType, sampleRate, channels, asc: audioSpecificConfig(objectType, frequencyIndex, channels) },
      data: bytes.subarray(at + headerLength, at + length),
    });
    at += length;
  }
  return frames;
}

/** AudioSpecificConfig (ISO/IEC 14496-3 §1.6.2.1): object type, frequency index, channels. */
export function audioSpecificConfig(objectType: number, frequencyIndex: number, channels: number): Buffer {
  const out = Buffer.alloc(2);
  out.writeUInt16BE(((objectType & 0x1f) << 11) | ((frequencyIndex & 0x0f) << 7) | ((channels & 0x0f) << 3));
  return out;
}
