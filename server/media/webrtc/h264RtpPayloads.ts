/** H.264 access units as RTP payloads (RFC 6184, packetization-mode 1): an AVCC access unit's NAL
 *  units, each in one packet or split into FU-A fragments, with the stream's SPS and PPS (kept out
 *  of band in the fMP4 avcC) sent in front of every keyframe so a browser joining at it can decode. */

/** Payload bytes per RTP packet: well under a 1,500-byte Ethernet MTU after RTP, SRTP and UDP. */
export const RTP_PAYLOAD_MAX = 1_100;

const FU_A = 28;
const FU_START = 0x80;
const FU_END = 0x40;

export interface AvcParameterSets {
  /** Bytes of each NAL unit's length prefix in the access units (avcC lengthSizeMinusOne + 1). */
  lengthSize: number;
  sps: Buffer[];
  pps: Buffer[];
}

/** The SPS, PPS and NAL length size of an AVCDecoderConfigurationRecord. */
export function avcParameterSets(avcC: Buffer): AvcParameterSets {
  if (avcC.length < 7) throw new Error('avcC record too short');
  const lengthSize = (avcC[4]! & 0x03) + 1;
  let at = 5;
  const read = (count: number): Buffer[] => {
    const units: Buffer[] = [];
    for (let i = 0; i < count && at + 2 <= avcC.length; i += 1) {
      const size = avcC.readUInt16BE(at);
      units.push(avcC.subarray(at + 2, at + 2 + size));
      at += 2 + size;
    }
    return units;
  };
  const sps = read(avcC[at++]! & 0x1f);
  const pps = read(avcC[at++] ?? 0);
  return { lengthSize, sps, pps };
}

/** The NAL units of an AVCC access unit (length-prefixed). */
export function avccNalUnits(accessUnit: Buffer, lengthSize: number): Buffer[] {
  const units: Buffer[] = [];
  let at = 0;
  while (at + lengthSize <= accessUnit.length) {
    const size = accessUnit.readUIntBE(at, lengthSize);
    at += lengthSize;
    if (size === 0 || at + size > accessUnit.length) break;
    units.push(accessUnit.subarray(at, at + size));
    at += size;
  }
  return units;
}

/** One NAL unit as RTP payloads: itself when it fits, else FU-A fragments. */
export function nalPayloads(nal: Buffer, max = RTP_PAYLOAD_MAX): Buffer[] {
  if (nal.length <= max) return [nal];
  const header = nal[0]!;
  const indicator = (header & 0xe0) | FU_A;
  const type = header & 0x1f;
  const payloads: Buffer[] = [];
  for (let at = 1; at < nal.length; at += max - 2) {
    const part = nal.subarray(at, Math.min(nal.length, at + max - 2));
    const first = at === 1;
    const last = at + part.length >= nal.length;
    const fuHeader = type | (first ? FU_START : 0) | (last ? FU_END : 0);
    payloads.push(Buffer.concat([Buffer.from([indicator, fuHeader]), part]));
  }
  return payloads;
}

/** Every RTP payload of one access unit, in order; the last one carries the marker bit. */
export function h264RtpPayloads(accessUnit: Buffer, key: boolean, sets: AvcParameterSets): Buffer[] {
  const nals = avccNalUnits(accessUnit, sets.lengthSize);
  // Parameter sets already in band (an encoder that repeats them) are not sent twice.
  const inBand = nals.some((n) => (n[0]! & 0x1f) === 7);
  const units = key && !inBand ? [...sets.sps, ...sets.pps, ...nals] : nals;
  return units.flatMap((nal) => nalPayloads(nal));
}
