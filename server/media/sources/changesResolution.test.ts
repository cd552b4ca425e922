/** In-band parameter sets against the init segment's: the same SPS, none, or a new one. */
import { changesResolution } from './changesResolution';

const SPS = Buffer.from([0x67, 0x42, 0xc0, 0x1e, 0xda, 0x02, 0x80]);
const PPS = Buffer.from([0x68, 0xce, 0x3c, 0x80]);
const OTHER_SPS = Buffer.from([0x67, 0x42, 0xc0, 0x1f, 0xda, 0x01, 0xe0]);
const IDR = Buffer.from([0x65, 0x88, 0x84, 0x00]);

function avcC(sps: Buffer, pps: Buffer): Buffer {
  const length = (b: Buffer) => Buffer.from([b.length >> 8, b.length & 0xff]);
  return Buffer.concat([
    Buffer.from([1, 0x42, 0xc0, 0x1e, 0xff, 0xe1]),
    length(sps),
    sps,
    Buffer.from([1]),
    length(pps),
    pps,
  ]);
}

function accessUnit(...nals: Buffer[]): Buffer {
  return Buffer.concat(
    nals.flatMap((nal) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(nal.length);
      return [length, nal];
    }),
  );
}

describe('changesResolution', () => {
  const init = avcC(SPS, PPS);

  it('is false for a keyframe without parameter sets or with the init segment’s', () => {
    expect(changesResolution(init, accessUnit(IDR))).toBe(false);
    expect(changesResolution(init, accessUnit(SPS, PPS, IDR))).toBe(false);
  });

  it('is true for a keyframe whose SPS the init segment does not have', () => {
    expect(changesResolution(init, accessUnit(OTHER_SPS, PPS, IDR))).toBe(true);
  });
});
