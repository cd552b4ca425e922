import { execFileSync } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { parseFragment, parseInitSegment, type Sample } from '../fmp4';
import { sourceOutputArgs } from '../sources/sourceOutputArgs';
import { TsToFmp4, TS_TIMESCALE } from './TsToFmp4';

/** Three seconds of 10 fps video from ffmpeg, written as a camera process writes it. */
function cameraOutput(size: string, codec: string[], extra: string[] = []): Buffer {
  return execFileSync(
    ffmpeg.path,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=s=${size}:r=10`, '-t', '3'],
      ...codec,
      ...extra,
      ...sourceOutputArgs('pipe:1'),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

const X264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '10'];

function convert(ts: Buffer, chunkSize = ts.length) {
  const inits: Buffer[] = [];
  const fragments: Buffer[] = [];
  const handed: Sample[][] = [];
  const converter = new TsToFmp4(
    {
      init: (b) => inits.push(b),
      fragment: (b, samples) => {
        fragments.push(b);
        handed.push(samples);
      },
    },
    100,
  );
  for (let at = 0; at < ts.length; at += chunkSize) converter.push(ts.subarray(at, at + chunkSize));
  return { inits, fragments, handed };
}

describe('MPEG-TS from a camera process into fMP4', () => {
  const ts = cameraOutput('320x180', X264);

  it('hands on every frame as its own fragment, whatever the chunk size', () => {
    for (const chunkSize of [7, 188, 1000, ts.length]) {
      const { inits, fragments } = convert(ts, chunkSize);
      expect(inits).toHaveLength(1);
      // The last frame ends the stream: with its length in the PES header it needs no successor.
      expect(fragments).toHaveLength(30);
    }
  });

  it('writes an init segment that reads back with the cropped size, codec and parameter sets', () => {
    const { inits, fragments } = convert(ts);
    const init = parseInitSegment(inits[0] as Buffer);
    expect(init).toMatchObject({ width: 320, height: 180, timescale: TS_TIMESCALE });
    expect(init.codec).toMatch(/^avc1\.[0-9a-f]{6}$/);
    const samples = fragments.flatMap((f) => parseFragment(f, init));
    expect(samples.map((s) => s.key)).toEqual(Array.from({ length: 30 }, (_, i) => i % 10 === 0));
    expect(samples.slice(0, 3).map((s) => Math.round((s.pts * 1000) / TS_TIMESCALE))).toEqual([0, 100, 200]);
    expect(samples.map((s) => s.duration)).toEqual(Array.from({ length: 30 }, () => 9_000));
    // AVCC: the NAL lengths add up to the sample.
    for (const { data } of samples) {
      let at = 0;
      while (at < data.length) at += 4 + data.readUInt32BE(at);
      expect(at).toBe(data.length);
    }
  });

  it('hands on with each fragment the samples parseFragment reads back from it, without parsing it', () => {
    const { inits, fragments, handed } = convert(ts, 188);
    const init = parseInitSegment(inits[0] as Buffer);
    expect(handed).toHaveLength(fragments.length);
    fragments.forEach((fragment, i) => {
      const [read] = parseFragment(fragment, init);
      const [given] = handed[i] as Sample[];
      expect(given).toEqual(read);
      // A view into the fragment, not a copy.
      expect(given?.data.buffer).toBe(fragment.buffer);
    });
  });

  it('makes a file ffmpeg decodes frame by frame without an error (High profile, odd size)', () => {
    // x264's ultrafast preset leaves out what makes a stream High; veryfast keeps it.
    const high = cameraOutput('352x198', ['-c:v', 'libx264', '-preset', 'veryfast', '-g', '10', '-profile:v', 'high']);
    const { inits, fragments } = convert(high, 1000);
    const init = parseInitSegment(inits[0] as Buffer);
    expect(init).toMatchObject({ width: 352, height: 198 });
    expect(init.codec.startsWith('avc1.64')).toBe(true);
    const decoded = execFileSync(
      ffmpeg.path,
      ['-hide_banner', '-v', 'error', '-xerror', '-i', 'pipe:0', '-f', 'framecrc', 'pipe:1'],
      { input: Buffer.concat([inits[0] as Buffer, ...fragments]) },
    ).toString();
    expect(decoded.split('\n').filter((line) => /^\s*0,/.test(line))).toHaveLength(30);
  });

  it('passes on frames too long for a PES length (over 64 KiB) when the next frame starts', () => {
    const big = cameraOutput('1280x720', [...X264, '-qp', '4']);
    const { inits, fragments } = convert(big, 1000);
    const init = parseInitSegment(inits[0] as Buffer);
    const samples = fragments.flatMap((f) => parseFragment(f, init));
    expect(samples.filter((s) => s.key).every((s) => s.data.length > 65_535)).toBe(true);
    // The last frame is not followed by another, so an unbounded one stays unfinished.
    expect(samples.length).toBeGreaterThanOrEqual(29);
    expect(samples.map((s) => s.key).slice(0, 21)).toEqual(Array.from({ length: 21 }, (_, i) => i % 10 === 0));
    const decoded = execFileSync(
      ffmpeg.path,
      ['-hide_banner', '-v', 'error', '-xerror', '-i', 'pipe:0', '-f', 'framecrc', 'pipe:1'],
      {
        input: Buffer.concat([inits[0] as Buffer, ...fragments]),
        maxBuffer: 64 * 1024 * 1024,
      },
    ).toString();
    expect(decoded.split('\n').filter((line) => /^\s*0,/.test(line))).toHaveLength(samples.length);
  });

  it('keeps time counting past the 33-bit wrap of MPEG-TS timestamps', () => {
    // 95,443.7 s is 2^33 ticks of 90 kHz: the stream wraps a second in.
    const wrapping = cameraOutput('160x90', X264, ['-output_ts_offset', '95443']);
    const { inits, fragments } = convert(wrapping);
    const init = parseInitSegment(inits[0] as Buffer);
    const dts = fragments.flatMap((f) => parseFragment(f, init)).map((s) => s.dts);
    expect(dts).toHaveLength(30);
    expect(dts.every((d, i) => i === 0 || d - (dts[i - 1] as number) === 9_000)).toBe(true);
  });

  it('refuses video that is not H.264 by naming its codec', () => {
    const mpeg2 = cameraOutput('160x90', ['-c:v', 'mpeg2video']);
    expect(() => convert(mpeg2)).toThrow('Unsupported codec mpeg2');
  });
});
