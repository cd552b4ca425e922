/** The AVCDecoderConfigurationRecord (ISO/IEC 14496-15 §5.3.3.1, an avcC box's payload) of one
 *  SPS and PPS, with 4-byte NAL lengths; High profiles add their chroma format and bit depths. */
import { isHighProfile, parseSps } from './parseSps';

export function avcDecoderConfig(sps: Buffer, pps: Buffer): Buffer {
  const info = parseSps(sps);
  const head = Buffer.from([1, info.profile, info.compatibility, info.level, 0xff, 0xe1]);
  const high = isHighProfile(info.profile)
    ? Buffer.from([
        0xfc | info.chromaFormat,
        0xf8 | (info.bitDepthLuma - 8),
        0xf8 | (info.bitDepthChroma - 8),
        0, // no SPS extensions
      ])
    : Buffer.alloc(0);
  return Buffer.concat([head, lengthPrefixed(sps), Buffer.from([1]), lengthPrefixed(pps), high]);
}

function lengthPrefixed(nal: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(nal.length);
  return Buffer.concat([length, nal]);
}
