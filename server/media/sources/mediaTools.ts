/** Paths of the media tools the pipeline runs: the static ffmpeg build and the DejaVu font
 *  drawtext needs (the static build has no usable fontconfig). */
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

export const mediaTools = {
  ffmpeg: ffmpeg.path,
  font: path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSansMono-Bold.ttf'),
};
