/** Which ffmpeg the platform runs (issue 27 #11): the configured one, else the system's current
 *  build when it has what the pipeline needs, else the static build bundled from npm. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bundled from '@ffmpeg-installer/ffmpeg';
import { chooseFfmpeg, FFMPEG_ENV } from './mediaTools';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-ffmpeg-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for a system ffmpeg that prints the build configuration given. */
function fakeFfmpeg(name: string, configuration: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `#!/bin/sh\necho 'ffmpeg version 9.9'\necho 'configuration: ${configuration}'\n`, {
    mode: 0o755,
  });
  return file;
}

describe('chooseFfmpeg', () => {
  it('takes the configured ffmpeg first', () => {
    expect(chooseFfmpeg({ [FFMPEG_ENV]: '/opt/ffmpeg/bin/ffmpeg' })).toEqual({
      path: '/opt/ffmpeg/bin/ffmpeg',
      source: 'env',
    });
  });

  it("prefers the system's build when it encodes H.264 and draws text", () => {
    const system = fakeFfmpeg('full', '--enable-gpl --enable-libfreetype --enable-libx264');
    expect(chooseFfmpeg({}, system, bundled.path)).toEqual({ path: system, source: 'system' });
  });

  it('falls back to the bundled build where the system has none, or one without libx264', () => {
    expect(chooseFfmpeg({}, path.join(dir, 'missing'), bundled.path)).toEqual({
      path: bundled.path,
      source: 'bundled',
    });
    const free = fakeFfmpeg('free', '--enable-libfreetype --enable-libopenh264');
    expect(chooseFfmpeg({}, free, bundled.path)).toEqual({ path: bundled.path, source: 'bundled' });
  });
});
