/** How every camera process writes a stream on its pipe: MPEG-TS with each video PES's length
 *  in its header and every packet flushed, so a frame reaches the platform the moment it is
 *  encoded (TsToFmp4 builds the fMP4). ffmpeg's own fMP4 muxer holds each frame until the next
 *  one arrives: a frame time (100 ms at 10 fps) on every live picture. */
export function sourceOutputArgs(pipe: string): string[] {
  return ['-f', 'mpegts', '-omit_video_pes_length', '0', '-flush_packets', '1', pipe];
}
