/** Turns recorded fragments (an init segment and moof/mdat bytes) into a standalone MP4 that
 *  ffprobe and browsers play: ffmpeg remuxes without re-encoding and cuts at the end time. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { mediaTools } from '../sources/mediaTools';
import { internalInputOptions } from '../sources/sourceUrl';

export async function remuxToMp4(fragmentedFile: string, output: string, durationMs: number): Promise<void> {
  await promisify(execFile)(mediaTools.ffmpeg, [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    // The platform's own archive file, read as the fragmented MP4 it is (issue 27).
    ...[...internalInputOptions('archiveFile', 'mov'), '-f', 'mov', '-i', fragmentedFile],
    ...['-map', '0:v:0', '-c', 'copy', '-t', (durationMs / 1000).toFixed(3)],
    // Timestamps from zero and the index up front, so players start at once.
    ...['-avoid_negative_ts', 'make_zero', '-movflags', '+faststart', '-f', 'mp4', output],
  ]);
  if (!fs.existsSync(output) || fs.statSync(output).size === 0) throw new Error('ffmpeg wrote no file');
}
