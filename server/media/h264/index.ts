/** H.264 bitstream helpers for the media pipeline: Annex B ↔ AVCC, SPS reading, avcC records. */
export { NAL_TYPE, nalType, splitAnnexB } from './annexB';
export { avcDecoderConfig } from './avcDecoderConfig';
export { parseSps, type SpsInfo } from './parseSps';
