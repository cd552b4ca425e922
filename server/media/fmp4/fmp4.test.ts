import { execFileSync } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { Fmp4Splitter, parseFragment, parseInitSegment } from './index';

describe('fMP4 parsing of real ffmpeg output', () => {
  const bytes = execFileSync(
    ffmpeg.path,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=10', '-t', '3'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '10', '-f', 'mp4'],
      ...['-movflags', 'frag_keyframe+empty_moov+default_base_moof+frag_every_frame', 'pipe:1'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );

  it('splits into an init segment and one fragment per frame, whatever the chunk size', () => {
    for (const chunkSize of [7, 1000, bytes.length]) {
      const inits: Buffer[] = [];
      const fragments: Buffer[] = [];
      const splitter = new Fmp4Splitter({ init: (b) => inits.push(b), fragment: (b) => fragments.push(b) });
      for (let at = 0; at < bytes.length; at += chunkSize) splitter.push(bytes.subarray(at, at + chunkSize));
      expect(inits).toHaveLength(1);
      expect(fragments).toHaveLength(30);
    }
  });

  it('refuses a box of unknown size (0: to the end of the stream) instead of cutting it where a read ended', () => {
    const splitter = new Fmp4Splitter({ init: () => undefined, fragment: () => undefined });
    const moov = bytes.indexOf('moov') + 4;
    const moovEnd = moov - 8 + bytes.readUInt32BE(moov - 8);
    splitter.push(bytes.subarray(0, moovEnd));
    const open = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), Buffer.alloc(100)]);
    expect(() => splitter.push(open.subarray(0, 50))).toThrow(
      `MP4 box "mdat" of unknown size (to the end of the stream) at stream offset ${moovEnd}`,
    );
  });

  it('says which box was too large and where', () => {
    const splitter = new Fmp4Splitter({ init: () => undefined, fragment: () => undefined });
    const huge = Buffer.concat([Buffer.from([0x7f, 0, 0, 0]), Buffer.from('mdat'), Buffer.alloc(8)]);
    expect(() => splitter.push(huge)).toThrow('MP4 box too large: "mdat" of 2130706432 bytes at stream offset 0');
  });

  it('reads codec, size, timescale and samples with key flags every GOP', () => {
    let init: Buffer | undefined;
    const fragments: Buffer[] = [];
    new Fmp4Splitter({ init: (b) => (init = b), fragment: (b) => fragments.push(b) }).push(bytes);
    const info = parseInitSegment(init as Buffer);
    expect(info.codec).toMatch(/^avc1\.[0-9a-f]{6}$/);
    expect(info).toMatchObject({ width: 320, height: 180 });
    expect(info.description[0]).toBe(1);
    const samples = fragments.flatMap((f) => parseFragment(f, info));
    expect(samples).toHaveLength(30);
    expect(samples.map((s) => s.key)).toEqual(Array.from({ length: 30 }, (_, i) => i % 10 === 0));
    const ms = samples.map((s) => Math.round((s.pts * 1000) / info.timescale));
    expect(ms.slice(0, 3)).toEqual([0, 100, 200]);
    expect(samples.every((s) => s.duration > 0 && s.data.length > 4)).toBe(true);
    // AVCC: the first 4 bytes are the first NAL unit's length.
    const first = samples[0]?.data as Buffer;
    expect(first.readUInt32BE(0)).toBeLessThanOrEqual(first.length - 4);
  });
});
