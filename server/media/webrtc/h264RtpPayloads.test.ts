/** RTP payloads of H.264 access units (RFC 6184 mode 1): a big slice is split into FU-A fragments
 *  whose bodies join back into the slice, and a keyframe goes out behind the stream's SPS and PPS. */
import { avcParameterSets, h264RtpPayloads, nalPayloads, RTP_PAYLOAD_MAX } from './h264RtpPayloads';

const SPS = Buffer.from([0x67, 0x42, 0xc0, 0x1e, 0xda, 0x02, 0x80]);
const PPS = Buffer.from([0x68, 0xce, 0x3c, 0x80]);

function avcc(...nals: Buffer[]): Buffer {
  return Buffer.concat(nals.flatMap((nal) => [Buffer.from([0, 0, (nal.length >> 8) & 0xff, nal.length & 0xff]), nal]));
}

describe('h264RtpPayloads', () => {
  // version 1, profile, compatibility, level, 4-byte lengths, one SPS, one PPS
  const record = Buffer.concat([
    Buffer.from([1, 0x42, 0xc0, 0x1e, 0xff, 0xe1, 0, SPS.length]),
    SPS,
    Buffer.from([1, 0, PPS.length]),
    PPS,
  ]);
  const sets = avcParameterSets(record);

  it('reads the parameter sets and the NAL length size of an avcC record', () => {
    expect(sets.lengthSize).toBe(4);
    expect(sets.sps).toEqual([SPS]);
    expect(sets.pps).toEqual([PPS]);
  });

  it('splits a slice larger than a packet into FU-A fragments that join back into it', () => {
    const idr = Buffer.alloc(3 * RTP_PAYLOAD_MAX, 7);
    idr[0] = 0x65; // nal_ref_idc 3, type 5 (IDR)
    const parts = nalPayloads(idr);
    expect(parts.length).toBe(4);
    expect(parts.every((p) => p.length <= RTP_PAYLOAD_MAX)).toBe(true);
    expect(parts.map((p) => p[0])).toEqual([0x7c, 0x7c, 0x7c, 0x7c]);
    expect(parts.map((p) => p[1]! & 0xc0)).toEqual([0x80, 0, 0, 0x40]);
    expect(parts.every((p) => (p[1]! & 0x1f) === 5)).toBe(true);
    const body = Buffer.concat(parts.map((p) => p.subarray(2)));
    expect(Buffer.concat([Buffer.from([0x65]), body])).toEqual(idr);
  });

  it('sends SPS and PPS in front of a keyframe only', () => {
    const idr = Buffer.from([0x65, 1, 2, 3]);
    const p = Buffer.from([0x41, 4, 5]);
    expect(h264RtpPayloads(avcc(idr), true, sets)).toEqual([SPS, PPS, idr]);
    expect(h264RtpPayloads(avcc(p), false, sets)).toEqual([p]);
    // An encoder that repeats its parameter sets in band does not get them twice.
    expect(h264RtpPayloads(avcc(SPS, PPS, idr), true, sets)).toEqual([SPS, PPS, idr]);
  });
});
