/** AAC audio as cameras send it (ADTS in MPEG-TS) and as the platform records it (MP4 mp4a). */
export {
  AAC_FRAME_SAMPLES,
  AAC_SAMPLE_RATES,
  audioSpecificConfig,
  readAdtsFrames,
  type AacConfig,
  type AdtsFrame,
} from './adts';
