/** The player's sound through a whole player (issue 31): the header's sound configures the output,
 *  sound frames reach it (never the picture decoder) while the play is forward at 1×, every painted
 *  picture moves its clock, and the cell's volume and mute reach it. */
import type { MediaAudioHeader, MediaHeader } from '../../../../shared/video/mediaFrame';
import { LIP_SYNC } from '../../../../shared/video/playerConstants';
import { createPlayer } from '../createPlayer';
import { LocalTransportMemory } from '../LocalTransportMemory';
import { H264_HEADER, fakeMediaStack, fakeCanvas, openFrames } from '../testing/fakeMedia';
import type { PlayerAudioOutput } from './SessionAudio';

const URL = 'ws://console.test/api/media/stream';
const T = Date.UTC(2026, 10, 21, 8, 0, 0);
const AUDIO: MediaAudioHeader = { codec: 'mp4a.40.2', sampleRate: 48_000, numberOfChannels: 1, description: 'EYg=' };
const WITH_SOUND: MediaHeader = { ...H264_HEADER, mime: 'video/mp4; codecs="avc1.42C01E, mp4a.40.2"', audio: AUDIO };

class FakeOutput implements PlayerAudioOutput {
  readonly calls: Array<[string, ...unknown[]]> = [];
  avOffsetsMs: number[] = [];
  avHeardPercent = null;
  configure(header: MediaAudioHeader | null) {
    this.calls.push(['configure', header]);
  }
  /** When each picture was painted and each sound arrived (wall ms), for the lip sync. */
  readonly paintedAt = new Map<number, number>();
  readonly soundAt = new Map<number, number>();
  chunk(pts: number) {
    this.calls.push(['chunk', pts]);
    this.soundAt.set(pts, Date.now());
  }
  painted(pts: number, at: number) {
    this.calls.push(['painted', pts]);
    this.paintedAt.set(pts, at);
  }
  reset(audible: boolean) {
    this.calls.push(['reset', audible]);
  }
  setLevels(levels: { volume: number; muted: boolean }) {
    this.calls.push(['levels', levels]);
  }
  dispose() {
    this.calls.push(['dispose']);
  }
  of(kind: string) {
    return this.calls.filter((call) => call[0] === kind).map((call) => call[1]);
  }
}

function setup() {
  const media = fakeMediaStack();
  const output = new FakeOutput();
  const player = createPlayer({
    getMediaUrl: async () => ({ url: URL, ticket: 't', streamingOverages: null }),
    mediaTicket: async () => 't2',
    createSocket: media.createSocket,
    createDecoder: media.createDecoder,
    createAudioOutput: () => output,
    localMemory: new LocalTransportMemory(),
  });
  player.attachCanvas(fakeCanvas().element);
  const { socket, decoder } = media;
  return { player, socket, decoder, output };
}

async function connect(s: ReturnType<typeof setup>, header: MediaHeader) {
  await jest.advanceTimersByTimeAsync(0);
  s.socket().open();
  s.socket().serverJson(header);
  await jest.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  jest.useFakeTimers({ now: T + 60_000 });
});
afterEach(() => {
  jest.useRealTimers();
  openFrames.forEach((frame) => frame.close());
});

describe('the player’s sound', () => {
  it('live: configured from the header, sound frames to the output only, pictures move its clock', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s, WITH_SOUND);
    expect(s.output.of('configure')).toEqual([AUDIO]);
    expect(s.player.getState().hasAudio).toBe(true);
    s.socket().serverFrame({ pts: T, key: true });
    s.socket().serverFrame({ pts: T + 5, duration: 21, audio: true });
    s.socket().serverFrame({ pts: T + 100 });
    expect(s.decoder().received.map((r) => (r === 'reset' ? r : r.pts))).not.toContain(T + 5);
    expect(s.output.of('chunk')).toEqual([T + 5]);
    expect(s.output.of('painted')).toEqual([T, T + 100]);
  });

  it('archive: heard at 1×, silent at any other speed, and what was scheduled stops on a seek', async () => {
    const s = setup();
    s.player.playArchive(T, 1, 'cam-1');
    await connect(s, WITH_SOUND);
    s.socket().serverFrame({ pts: T, key: true });
    s.socket().serverFrame({ pts: T + 10, audio: true });
    expect(s.output.of('chunk')).toEqual([T + 10]);
    s.player.setSpeed(2);
    await jest.advanceTimersByTimeAsync(0);
    expect(s.output.calls[s.output.calls.length - 1]).toEqual(['reset', false]);
    s.socket().serverJson({ seeked: T });
    s.socket().serverFrame({ pts: T + 20, key: true });
    s.socket().serverFrame({ pts: T + 30, audio: true });
    expect(s.output.of('chunk')).toEqual([T + 10]);
    s.player.setSpeed(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(s.output.calls[s.output.calls.length - 1]).toEqual(['reset', true]);
  });

  it('pausing stops the sound; the cell’s volume and mute reach the output', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s, WITH_SOUND);
    s.socket().serverFrame({ pts: T, key: true });
    s.player.pause();
    expect(s.output.calls[s.output.calls.length - 1]).toEqual(['reset', false]);
    s.socket().serverFrame({ pts: T + 10, audio: true });
    expect(s.output.of('chunk')).toEqual([]);
    s.player.setAudio({ volume: 0.4, muted: false });
    expect(s.output.of('levels')).toEqual([{ volume: 0.4, muted: false }]);
    s.player.dispose();
    expect(s.output.of('dispose')).toHaveLength(1);
  });

  it('live: sound that comes after its pictures holds them, so it is there when its picture is shown', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s, WITH_SOUND);
    // Pictures every 40 ms arrive at their time; the sound of each 20 ms arrives 80 ms after it.
    const start = Date.now();
    const pictures: number[] = [];
    for (let step = 0; step < 150; step += 1) {
      const now = Date.now();
      if (step % 2 === 0) {
        s.socket().serverFrame({ pts: now, key: step === 0 });
        pictures.push(now);
      }
      if (now - 80 >= start) s.socket().serverFrame({ pts: now - 80, duration: 20, audio: true });
      await jest.advanceTimersByTimeAsync(20);
    }
    // Once the lateness is measured (the first second), each picture is shown after its sound came.
    const settled = pictures.filter((pts) => pts >= start + 1_500 && s.output.paintedAt.has(pts));
    expect(settled.length).toBeGreaterThan(20);
    for (const pts of settled) {
      const soundCame = s.output.soundAt.get(pts) as number;
      expect(s.output.paintedAt.get(pts)).toBeGreaterThanOrEqual(soundCame);
    }
    // And no longer than the sound needs, plus the margin for its way to the page.
    const held = settled.map((pts) => (s.output.paintedAt.get(pts) as number) - pts);
    expect(Math.max(...held)).toBeLessThanOrEqual(80 + LIP_SYNC.marginMs + 20);
  });

  it('live: a camera without sound is painted as its pictures come', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s, H264_HEADER);
    for (let step = 0; step < 40; step += 1) {
      s.socket().serverFrame({ pts: Date.now(), key: step === 0 });
      await jest.advanceTimersByTimeAsync(40);
    }
    expect([...s.output.paintedAt].every(([pts, at]) => at === pts)).toBe(true);
    expect(s.output.paintedAt.size).toBe(40);
  });

  it('a stream without sound says so', async () => {
    const s = setup();
    s.player.playLive('cam-1');
    await connect(s, H264_HEADER);
    expect(s.output.of('configure')).toEqual([null]);
    expect(s.player.getState().hasAudio).toBe(false);
  });
});
