/** A camera's MPEG-TS with AAC sound into fMP4 (issue 31): a second track declared in the init
 *  segment, the sound's fragments on the pictures' clock, and a stream whose sound never comes
 *  still shows its pictures. */
import { execFileSync } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { readAdtsFrames } from '../aac';
import { parseFragment, parseInitSegment, type Sample } from '../fmp4';
import { sourceOutputArgs } from '../sources/sourceOutputArgs';
import { TsToFmp4, TS_TIMESCALE } from './TsToFmp4';

/** Three seconds of 10 fps pictures and a 440 Hz tone, muxed as the demo camera muxes them; the
 *  tone starting `soundLateS` after the pictures. */
function cameraOutput(audio: string[], soundLateS = 0): Buffer {
  return execFileSync(
    ffmpeg.path,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=10'],
      ...['-itsoffset', String(soundLateS), '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '3'],
      ...['-map', '0:v', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '10'],
      ...audio,
      ...sourceOutputArgs('pipe:1'),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

function convert(ts: Buffer, withAudioHandler = true) {
  const inits: Buffer[] = [];
  const video: Buffer[] = [];
  const audio: Array<{ bytes: Buffer; samples: Sample[] }> = [];
  const converter = new TsToFmp4(
    {
      init: (b) => inits.push(b),
      fragment: (b) => video.push(b),
      ...(withAudioHandler && { audio: (bytes: Buffer, samples: Sample[]) => audio.push({ bytes, samples }) }),
    },
    100,
  );
  for (let at = 0; at < ts.length; at += 1000) converter.push(ts.subarray(at, at + 1000));
  return { inits, video, audio };
}

const AAC = ['-map', '1:a', '-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-pes_payload_size', '0'];

describe('MPEG-TS with AAC sound into fMP4', () => {
  const ts = cameraOutput(AAC);

  it('declares the sound track in the init segment, with its AudioSpecificConfig', () => {
    const { inits } = convert(ts);
    expect(inits).toHaveLength(1);
    const init = parseInitSegment(inits[0] as Buffer);
    expect(init.width).toBe(320);
    expect(init.audio).toMatchObject({ codec: 'mp4a.40.2', sampleRate: 48_000, channels: 1, trackId: 2 });
    expect(init.audio?.description).toEqual(Buffer.from([0x11, 0x88]));
  });

  it('writes the sound as fragments of its own track, on the pictures clock, that read back', () => {
    const { inits, video, audio } = convert(ts);
    const init = parseInitSegment(inits[0] as Buffer);
    const track = init.audio as NonNullable<typeof init.audio>;
    const pictures = video.flatMap((f) => parseFragment(f, init));
    const sound = audio.flatMap((a) => parseFragment(a.bytes, track));
    // A picture fragment holds no sound, a sound fragment no picture.
    expect(audio.flatMap((a) => parseFragment(a.bytes, init))).toHaveLength(0);
    expect(video.flatMap((f) => parseFragment(f, track))).toHaveLength(0);
    // 1024-sample frames at 48 kHz for as long as the pictures run (46.875 a second).
    const seconds = ((pictures[pictures.length - 1]?.pts ?? 0) - (pictures[0]?.pts ?? 0)) / TS_TIMESCALE;
    expect(sound.length / seconds).toBeGreaterThan(42);
    expect(sound.length / seconds).toBeLessThan(52);
    expect(sound.every((s) => s.duration === 1920)).toBe(true);
    // Each read-back sample is what the handler was given (a raw AAC frame, header removed).
    expect(sound.map((s) => s.pts)).toEqual(audio.flatMap((a) => a.samples.map((s) => s.pts)));
    expect(Buffer.compare(sound[0]?.data as Buffer, audio[0]?.samples[0]?.data as Buffer)).toBe(0);
    // Sound and pictures start together (ffmpeg's AAC priming aside: within 50 ms).
    expect(Math.abs((sound[0]?.pts ?? 0) - (pictures[0]?.pts ?? 0)) / TS_TIMESCALE).toBeLessThan(0.05);
    // Consecutive frames follow each other without a gap.
    expect(sound.slice(1).every((s, i) => s.pts - (sound[i] as Sample).pts === 1920)).toBe(true);
  });

  it('leaves the sound out when no one records it, and a picture-only stream has no sound track', () => {
    const { inits, audio } = convert(ts, false);
    expect(parseInitSegment(inits[0] as Buffer).audio).toBeUndefined();
    expect(audio).toHaveLength(0);
    const silent = convert(cameraOutput([]));
    expect(parseInitSegment(silent.inits[0] as Buffer).audio).toBeUndefined();
    expect(silent.video).toHaveLength(30);
  });

  it('keeps the pictures left out while the first keyframe waited for the sound in its clock', () => {
    // The sound starts 1.5 s in: the keyframes at 0 s and 1 s wait for it, the one at 2 s starts.
    const { inits, video } = convert(cameraOutput(AAC, 1.5));
    const init = parseInitSegment(inits[0] as Buffer);
    expect(init.audio).toBeDefined();
    const pictures = video.flatMap((f) => parseFragment(f, init));
    // Media time zero is the first picture the camera sent (what its capture stamp times), so the
    // first picture kept is 2 s into it, not at zero: every time after it would be 2 s early.
    expect(pictures[0]?.key).toBe(true);
    expect((pictures[0]?.dts ?? 0) / TS_TIMESCALE).toBeCloseTo(2, 1);
  });
});

describe('sound in a transport stream of its own', () => {
  /** Three seconds of tone whose timestamps run from 10 s (a demo microphone's clock, demoSoundArgs). */
  const soundTs = execFileSync(
    ffmpeg.path,
    [
      ...['-hide_banner', '-loglevel', 'error', '-copyts', '-t', '3'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-filter_complex', '[0:a]asetpts=PTS+10/TB[s]'],
      ...['-map', '[s]', '-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-pes_payload_size', '0', '-mpegts_copyts', '1'],
      ...sourceOutputArgs('pipe:1'),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );

  it('puts the sound on the pictures clock where its clock says media time zero is', () => {
    const pictureTs = cameraOutput([]);
    const inits: Buffer[] = [];
    const video: Buffer[] = [];
    const audio: Sample[] = [];
    const converter = new TsToFmp4(
      {
        init: (b) => inits.push(b),
        fragment: (b) => video.push(b),
        audio: (_, samples) => audio.push(...samples),
      },
      100,
      true,
    );
    // The sound's 10 s is the first picture's time; the two arrive side by side.
    converter.soundClock(10 * TS_TIMESCALE);
    const steps = 30;
    for (let i = 0; i < steps; i += 1) {
      const part = (ts: Buffer) =>
        ts.subarray(Math.floor((ts.length * i) / steps), Math.floor((ts.length * (i + 1)) / steps));
      converter.pushSound(part(soundTs));
      converter.push(part(pictureTs));
    }
    const init = parseInitSegment(inits[0] as Buffer);
    expect(init.audio).toMatchObject({ codec: 'mp4a.40.2', sampleRate: 48_000, channels: 1 });
    const pictures = video.flatMap((f) => parseFragment(f, init));
    // A sound frame dated 10 s + t lies at t: frames of 1920 ticks from the encoder's priming
    // frame at -1920.
    expect(audio.every((s) => s.pts % 1920 === 0)).toBe(true);
    // The sound that came before the first picture had no place yet: the stream starts at the
    // first keyframe the sound has begun by (here the one at 1 s), with its sound.
    const first = pictures[0] as Sample;
    expect(first.key).toBe(true);
    expect(first.pts).toBe(TS_TIMESCALE);
    expect(audio[0]?.pts).toBeGreaterThanOrEqual(first.pts);
    expect(audio[0]?.pts).toBeLessThan(first.pts + 1920);
    // …and runs on without a gap, 46.875 frames a second for as long as the pictures run.
    expect(audio.slice(1).every((s, i) => s.pts - (audio[i] as Sample).pts === 1920)).toBe(true);
    const seconds = ((pictures[pictures.length - 1]?.pts ?? 0) - first.pts) / TS_TIMESCALE;
    expect(audio.length / seconds).toBeGreaterThan(42);
    expect(audio.length / seconds).toBeLessThan(52);
  });

  it('leaves out the sound that comes before its clock is known', () => {
    const audio: Sample[] = [];
    const converter = new TsToFmp4(
      { init: () => undefined, fragment: () => undefined, audio: (_, s) => audio.push(...s) },
      100,
      true,
    );
    const pictureTs = cameraOutput([]);
    converter.pushSound(soundTs.subarray(0, soundTs.length / 2));
    converter.push(pictureTs);
    expect(audio).toHaveLength(0);
  });
});

describe('ADTS frames', () => {
  it('splits a PES of several frames and reads their configuration', () => {
    const frame = (payload: number[]) => {
      const length = 7 + payload.length;
      // AAC-LC, 48 kHz (index 3), mono, no CRC.
      const header = [
        0xff,
        0xf1,
        (1 << 6) | (3 << 2),
        (1 << 6) | (length >> 11),
        (length >> 3) & 0xff,
        ((length & 7) << 5) | 0x1f,
        0xfc,
      ];
      return [...header, ...payload];
    };
    const frames = readAdtsFrames(Buffer.from([...frame([1, 2, 3]), ...frame([4, 5])]));
    expect(frames.map((f) => [...f.data])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(frames[0]?.config).toMatchObject({ objectType: 2, sampleRate: 48_000, channels: 1 });
    expect(frames[0]?.config.asc).toEqual(Buffer.from([0x11, 0x88]));
  });

  it('refuses bytes that are not ADTS', () => {
    expect(() => readAdtsFrames(Buffer.from([0, 1, 2, 3, 4, 5, 6, 7]))).toThrow('ADTS');
  });
});
