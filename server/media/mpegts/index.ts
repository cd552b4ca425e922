/** MPEG-TS from camera processes into the platform's fragmented MP4. */
export { TsDemuxer, TS_PACKET_BYTES, type TsAccessUnit } from './TsDemuxer';
export { TsToFmp4, TS_TIMESCALE } from './TsToFmp4';
