/** The local (WebRTC) leg's metadata, sound and lag rule (issue 31; spec 2 §3 stream message
 *  metadata, §4 Lag) on a fake clock, through the transport race: boxes drawn with the picture of
 *  their time; the camera's sound played only while the local pictures are on screen and not
 *  paused, on their clock, pictures held back for sound that comes later than them; a starved link marked 'Behind live' and, over 15 s late, ended for lag
 *  with the clocks' offset it saw. */
import { LAG_REINIT_MS, LIP_SYNC, LIVE_CHECK_MS, LIVE_LAG } from '../../../shared/video/playerConstants';
import { encodeMediaFrame, decodeMediaFrame, type MediaHeader } from '../../../shared/video/mediaFrame';
import { encodeMetadataPayload, type MetadataBox } from '../../../shared/video/mediaMetadata';
import type { TransportPlan } from './planTransport';
import { openFrames } from './testing/fakeMedia';
import { AVATAR, DecodingSessionAudio, type FakeSessionAudio, T, setupRace } from './testing/fakeRace';

const LOCAL: TransportPlan = { kind: 'local', avatarId: AVATAR, fallbackToCloud: false };
const AUTO: TransportPlan = { kind: 'local', avatarId: AVATAR, fallbackToCloud: true };
const BOX: MetadataBox = { x: 0.25, y: 0.5, w: 0.125, h: 0.25, alert: true };
const HEADER: MediaHeader = {
  mime: 'video/mp4; codecs="avc1.64001f, mp4a.40.2"',
  size: { width: 1280, height: 720 },
  codec: 'avc1.64001f',
  description: '',
  audio: { codec: 'mp4a.40.2', sampleRate: 48_000, numberOfChannels: 1, description: 'EZA=' },
};
/** The network's delay on the fake link: a picture arrives this long after its time. */
const DELAY_MS = 120;

function mark(pts: number, boxes: MetadataBox[]) {
  const data = encodeMetadataPayload('motion', boxes);
  return decodeMediaFrame(encodeMediaFrame({ pts, duration: 1_000, key: false, sequence: 0, metadata: true, data }));
}

function sound(pts: number) {
  const data = new Uint8Array([1, 2, 3]);
  return decodeMediaFrame(encodeMediaFrame({ pts, duration: 21, key: true, sequence: 0, audio: true, data }));
}

beforeEach(() => jest.useFakeTimers({ now: T }));
afterEach(() => {
  jest.useRealTimers();
  openFrames.forEach((frame) => frame.close());
});

describe('the local leg: metadata (Analytics Markup over Local)', () => {
  it('draws a message with the picture of its time and the ones after it, never an earlier one', async () => {
    const s = setupRace(LOCAL);
    await s.race.start();
    const link = s.links[0]!;
    // The detector's message for the picture at T+100 comes before that picture (its decode is
    // quicker than the video's jitter buffer).
    link.events.media?.(mark(T + 100, [BOX]));
    link.picture(T);
    link.picture(T + 100);
    link.picture(T + 200);
    expect(s.marks.map((boxes) => boxes.length)).toEqual([0, 1, 1]);
    expect(s.marks[1]![0]).toMatchObject({ alert: true });
    expect(s.marks[1]![0]!.x).toBeCloseTo(BOX.x, 4);
  });
});

describe('the local leg: sound', () => {
  it('configures and plays the sound once its pictures are on screen, on their clock', async () => {
    const s = setupRace(LOCAL);
    await s.race.start();
    const link = s.links[0]!;
    link.events.header?.(HEADER);
    link.events.media?.(sound(T - 50));
    // Nothing before the first picture: the header waits for it.
    expect(s.audio.calls).toEqual([]);
    expect(s.actions.some((a) => a.type === 'header')).toBe(false);
    await jest.advanceTimersByTimeAsync(DELAY_MS);
    link.picture(T);
    link.events.media?.(sound(T + 21));
    expect(s.audio.calls).toEqual([
      { reset: true },
      { configure: HEADER.audio },
      { painted: T, at: T + DELAY_MS },
      { chunk: T + 21 },
    ]);
    // The cell offers its sound controls: the stream has sound.
    expect(s.actions).toContainEqual({ type: 'header', size: HEADER.size, mime: HEADER.mime, audio: true });
  });

  it('is silent while paused and while the cloud leg still shows its pictures (Auto)', async () => {
    const s = setupRace(AUTO);
    await s.race.start();
    const link = s.links[0]!;
    link.events.header?.(HEADER);
    link.picture(T);
    link.events.media?.(sound(T));
    expect(s.audio.calls.filter((c) => 'chunk' in c)).toEqual([]);
    s.clouds[0]!.show(T);
    expect(s.race.active).toBe('local');
    link.events.media?.(sound(T + 21));
    s.race.pause(() => undefined);
    link.events.media?.(sound(T + 42));
    s.race.resumeLive();
    link.events.media?.(sound(T + 63));
    expect(s.audio.calls.filter((c) => 'chunk' in c || 'reset' in c)).toEqual([
      { reset: true },
      { chunk: T + 21 },
      { reset: false },
      { reset: true },
      { chunk: T + 63 },
    ]);
  });
});

describe('the local leg: lip sync (sound held in sync, as the cloud session)', () => {
  /** Ten seconds of a camera whose sound comes `lateMs` after the pictures of its time: a picture
   *  every 40 ms and a piece of sound every 20 ms, both `DELAY_MS` on the network. Returns, for
   *  each picture painted, how long after its time it went on screen. */
  async function play(lateMs: number, audio?: FakeSessionAudio) {
    const s = setupRace(LOCAL, undefined, undefined, audio);
    await s.race.start();
    const link = s.links[0]!;
    link.events.header?.(HEADER);
    await jest.advanceTimersByTimeAsync(DELAY_MS);
    for (let step = 0; step < 500; step += 1) {
      const now = Date.now();
      if (step % 2 === 0) link.picture(now - DELAY_MS);
      if (now - DELAY_MS - lateMs >= T) link.events.media?.(sound(now - DELAY_MS - lateMs));
      await jest.advanceTimersByTimeAsync(20);
    }
    const onScreen = s.audio.calls.flatMap((c) => ('painted' in c ? [c.at - c.painted] : []));
    return { s, onScreen };
  }

  it('pictures wait for sound that comes 100 ms after them, so each is shown once its sound is there', async () => {
    const { s, onScreen } = await play(100);
    // After the first second (the sound's lateness learnt), every picture goes on screen after
    // its sound came, not at once as a picture comes.
    const settled = onScreen.slice(50);
    expect(settled.length).toBeGreaterThan(150);
    expect(Math.min(...settled)).toBeGreaterThanOrEqual(DELAY_MS + 100);
    expect(Math.max(...settled)).toBeLessThanOrEqual(DELAY_MS + 100 + LIP_SYNC.marginMs + LIP_SYNC.stepMs);
    // Held on purpose, not late: no 'Behind live', no lag end, every picture painted.
    expect(s.actions.some((a) => a.type === 'behindLive' && a.on)).toBe(false);
    expect(s.ends).toEqual([]);
    await jest.advanceTimersByTimeAsync(LIP_SYNC.maxHoldMs);
    expect(s.painted).toHaveLength(250);
  });

  it('pictures wait for the decoder too: sound on time on the network but decoded 60 ms later holds them that long', async () => {
    const { onScreen } = await play(0, new DecodingSessionAudio(60));
    const settled = onScreen.slice(50);
    expect(Math.min(...settled)).toBeGreaterThanOrEqual(DELAY_MS + 60);
    expect(Math.max(...settled)).toBeLessThanOrEqual(DELAY_MS + 60 + LIP_SYNC.marginMs + LIP_SYNC.stepMs);
  });

  it('sound on time holds nothing, and sound far behind holds no longer than the bound', async () => {
    const onTime = await play(0);
    expect(Math.max(...onTime.onScreen)).toBe(DELAY_MS);
    const far = await play(2_000);
    expect(Math.max(...far.onScreen)).toBeLessThanOrEqual(DELAY_MS + LIP_SYNC.maxHoldMs);
  });

  it('pausing lets go of the pictures held: none is painted after it', async () => {
    const { s } = await play(100);
    s.links[0]!.picture(Date.now() - DELAY_MS);
    const paintedBefore = s.painted.length;
    expect(paintedBefore).toBeLessThan(251);
    s.race.pause(() => undefined);
    await jest.advanceTimersByTimeAsync(LIP_SYNC.maxHoldMs);
    expect(s.painted).toHaveLength(paintedBefore);
    expect(openFrames.size).toBe(0);
  });
});

describe('the local leg: the lag rule (spec 2 §4 Lag)', () => {
  /** Pictures 100 ms apart in media time, one arriving every `everyMs` of wall time. */
  async function feed(s: ReturnType<typeof setupRace>, from: number, count: number, everyMs: number) {
    let pts = from;
    for (let i = 0; i < count && s.ends.length === 0; i += 1) {
      s.links[0]!.picture(pts);
      pts += 100;
      await jest.advanceTimersByTimeAsync(everyMs);
    }
    return pts;
  }
  const behind = (s: ReturnType<typeof setupRace>) =>
    s.actions.flatMap((a) => (a.type === 'behindLive' ? [a.on] : ([] as boolean[])));

  it('on time, the picture is live: no mark and no end', async () => {
    const s = setupRace(LOCAL);
    await s.race.start();
    await jest.advanceTimersByTimeAsync(DELAY_MS);
    await feed(s, T, 100, 100);
    expect(behind(s)).toEqual([]);
    expect(s.ends).toEqual([]);
  });

  it("a starved link says 'Behind live' past the live bound and, over 15 s late, ends for lag", async () => {
    const s = setupRace(LOCAL);
    await s.race.start();
    await jest.advanceTimersByTimeAsync(DELAY_MS);
    // Ten seconds on time: the clocks' offset is the network's delay.
    let pts = await feed(s, T, 100, 100);
    // Then the pictures come at half their rate: each one is 100 ms later than the one before.
    const starvedAt = Date.now();
    pts = await feed(s, pts, (LIVE_LAG.skipAboveMs / 100) * 2 + 4, 200);
    expect(behind(s)).toEqual([true]);
    expect(s.ends).toEqual([]);
    await feed(s, pts, 400, 200);
    expect(s.ends).toEqual([{ kind: 'lag', clockSkewMs: DELAY_MS }]);
    // Judged as the pictures arrived: once they were 15 s late, not later.
    expect(Date.now() - starvedAt).toBeLessThanOrEqual(2 * LAG_REINIT_MS + 2 * 200 + DELAY_MS);
    expect(s.links[0]!.closed).toBe(true);
  });

  it("a link that stops sending says 'Behind live' between pictures", async () => {
    const s = setupRace(LOCAL);
    await s.race.start();
    await jest.advanceTimersByTimeAsync(DELAY_MS);
    await feed(s, T, 50, 100);
    expect(behind(s)).toEqual([]);
    await jest.advanceTimersByTimeAsync(LIVE_LAG.skipAboveMs + 100 + LIVE_CHECK_MS);
    expect(behind(s)).toEqual([true]);
  });

  it('a slow stream (a picture every 600 ms) is not behind live between its pictures', async () => {
    const s = setupRace(LOCAL);
    await s.race.start();
    await jest.advanceTimersByTimeAsync(DELAY_MS);
    let pts = T;
    for (let i = 0; i < 30; i += 1) {
      s.links[0]!.picture(pts);
      pts += 600;
      await jest.advanceTimersByTimeAsync(600);
    }
    expect(behind(s)).toEqual([]);
  });

  it('a re-init after lag judges against the offset the lagging leg saw, from its first picture', async () => {
    const s = setupRace(LOCAL, undefined, {
      deviceId: 'cam-1',
      mode: 'live',
      time: null,
      speed: 1,
      stream: 1,
      reconnect: true,
      clockSkewMs: DELAY_MS,
    });
    await s.race.start();
    // The first pictures of the new connection are already 20 s late: lag at once, and the offset
    // is not handed on again.
    s.links[0]!.picture(T - 20_000);
    expect(s.ends).toEqual([{ kind: 'lag' }]);
    expect(s.painted).toEqual([]);
  });
});
