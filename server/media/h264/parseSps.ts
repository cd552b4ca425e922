/** Reads what a container needs from an H.264 sequence parameter set (ITU-T H.264 §7.3.2.1.1):
 *  the picture size after cropping, the profile and level, and the chroma format and bit depths
 *  that an avcC record of a High profile repeats. */

export interface SpsInfo {
  profile: number;
  /** constraint_set flags byte. */
  compatibility: number;
  level: number;
  width: number;
  height: number;
  chromaFormat: number;
  bitDepthLuma: number;
  bitDepthChroma: number;
}

/** Profiles whose SPS carries chroma format, bit depths and scaling matrices. */
const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

export function isHighProfile(profile: number): boolean {
  return HIGH_PROFILES.has(profile);
}

export function parseSps(nal: Buffer): SpsInfo {
  const bits = new BitReader(unescapeRbsp(nal.subarray(1)));
  const profile = bits.u(8);
  const compatibility = bits.u(8);
  const level = bits.u(8);
  bits.ue(); // seq_parameter_set_id
  let chromaFormat = 1;
  let bitDepthLuma = 8;
  let bitDepthChroma = 8;
  let separateColourPlane = 0;
  if (HIGH_PROFILES.has(profile)) {
    chromaFormat = bits.ue();
    if (chromaFormat === 3) separateColourPlane = bits.u(1);
    bitDepthLuma = bits.ue() + 8;
    bitDepthChroma = bits.ue() + 8;
    bits.u(1); // qpprime_y_zero_transform_bypass_flag
    if (bits.u(1)) {
      for (let i = 0; i < (chromaFormat === 3 ? 12 : 8); i += 1) {
        if (bits.u(1)) skipScalingList(bits, i < 6 ? 16 : 64);
      }
    }
  }
  bits.ue(); // log2_max_frame_num_minus4
  const pocType = bits.ue();
  if (pocType === 0) {
    bits.ue(); // log2_max_pic_order_cnt_lsb_minus4
  } else if (pocType === 1) {
    bits.u(1);
    bits.se();
    bits.se();
    const cycle = bits.ue();
    for (let i = 0; i < cycle; i += 1) bits.se();
  }
  bits.ue(); // max_num_ref_frames
  bits.u(1); // gaps_in_frame_num_value_allowed_flag
  const widthInMbs = bits.ue() + 1;
  const heightInMapUnits = bits.ue() + 1;
  const frameMbsOnly = bits.u(1);
  if (!frameMbsOnly) bits.u(1); // mb_adaptive_frame_field_flag
  bits.u(1); // direct_8x8_inference_flag
  let crop = { left: 0, right: 0, top: 0, bottom: 0 };
  if (bits.u(1)) crop = { left: bits.ue(), right: bits.ue(), top: bits.ue(), bottom: bits.ue() };
  // Crop units (Table 6-1): chroma samples, or luma samples without chroma planes.
  const chromaArrayType = separateColourPlane ? 0 : chromaFormat;
  const subWidth = chromaFormat === 3 ? 1 : 2;
  const subHeight = chromaFormat === 1 ? 2 : 1;
  const cropX = chromaArrayType === 0 ? 1 : subWidth;
  const cropY = (chromaArrayType === 0 ? 1 : subHeight) * (2 - frameMbsOnly);
  return {
    profile,
    compatibility,
    level,
    width: widthInMbs * 16 - cropX * (crop.left + crop.right),
    height: (2 - frameMbsOnly) * heightInMapUnits * 16 - cropY * (crop.top + crop.bottom),
    chromaFormat,
    bitDepthLuma,
    bitDepthChroma,
  };
}

function skipScalingList(bits: BitReader, size: number): void {
  let last = 8;
  let next = 8;
  for (let j = 0; j < size; j += 1) {
    if (next !== 0) next = (last + bits.se() + 256) % 256;
    last = next === 0 ? last : next;
  }
}

/** The NAL payload without its emulation-prevention bytes (00 00 03 → 00 00). */
function unescapeRbsp(bytes: Buffer): Buffer {
  const out = Buffer.alloc(bytes.length);
  let n = 0;
  let zeros = 0;
  for (const byte of bytes) {
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    zeros = byte === 0 ? zeros + 1 : 0;
    out[n] = byte;
    n += 1;
  }
  return out.subarray(0, n);
}

class BitReader {
  private at = 0;

  constructor(private readonly bytes: Buffer) {}

  u(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i += 1) {
      const byte = this.bytes[this.at >> 3];
      if (byte === undefined) throw new Error('H.264 SPS ends too early');
      value = value * 2 + ((byte >> (7 - (this.at & 7))) & 1);
      this.at += 1;
    }
    return value;
  }

  /** Unsigned exp-Golomb. */
  ue(): number {
    let zeros = 0;
    while (this.u(1) === 0) {
      zeros += 1;
      if (zeros > 31) throw new Error('H.264 SPS has a malformed number');
    }
    return 2 ** zeros - 1 + this.u(zeros);
  }

  /** Signed exp-Golomb. */
  se(): number {
    const k = this.ue();
    return k % 2 === 1 ? (k + 1) / 2 : -(k / 2);
  }
}
