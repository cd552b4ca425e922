/** Turns recorded fragments (an init segment and moof/mdat bytes) into a standalone MP4 that
 *  ffprobe and browsers play: ffmpeg remuxes without re-encoding and cuts at the end time. The
 *  camera's sound, where it was recorded, goes into the file beside the picture (issue 31). */
import fs from 'node:fs';
import { lendFileToMediaAccount, reclaimFromMediaAccount } from '../sources/mediaAccount';
import { runMedia } from '../sources/spawnMedia';
import { internalInputOptions } from '../sources/sourceUrl';

/** The child's descriptor of a lent output file (lendFileToMediaAccount). */
const OUTPUT_FD = 3;

export async function remuxToMp4(fragmentedFile: string, output: string, durationMs: number): Promise<void> {
  // ffmpeg reads the platform's fragments on stdin and writes only the one file it is lent, not in
  // the exports or the archive (issue 27).
  const lent = lendFileToMediaAccount(output);
  try {
    await runMedia(
      'analysis',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        // The platform's own archive bytes, read as the fragmented MP4 they are (issue 27).
        ...[...internalInputOptions('pipe', 'mov'), '-f', 'mov', '-i', 'pipe:0'],
        ...['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-t', (durationMs / 1000).toFixed(3)],
        // Timestamps from zero and the index up front, so players start at once.
        ...['-avoid_negative_ts', 'make_zero', '-movflags', '+faststart', '-f', 'mp4'],
        lent === undefined ? output : `/dev/fd/${OUTPUT_FD}`,
      ],
      fs.createReadStream(fragmentedFile),
      lent === undefined ? [] : [lent],
    );
  } finally {
    if (lent !== undefined) {
      fs.closeSync(lent);
      reclaimFromMediaAccount(output);
    }
  }
  if (!fs.existsSync(output) || fs.statSync(output).size === 0) throw new Error('ffmpeg wrote no file');
}
