/** The transport race and its memory rules (spec 2 §4 Transport selection) on a fake clock: Local
 *  alone and its 30 s connect timeout; Auto starting both legs and local taking over only once the
 *  cloud is up and local connects; a local failure remembered for the avatar for 15 minutes while
 *  the cloud plays on; a recent local success trying local first. */
import { LOCAL_CONNECT_TIMEOUT_MS, LOCAL_MEMORY_MS } from '../../../shared/video/playerConstants';
import { LocalTransportMemory } from './LocalTransportMemory';
import { describeStages } from './playStages';
import type { TransportPlan } from './planTransport';
import { openFrames } from './testing/fakeMedia';
import { AVATAR, type FakeCloud, T, setupRace } from './testing/fakeRace';

const LOCAL: TransportPlan = { kind: 'local', avatarId: AVATAR, fallbackToCloud: false };
const AUTO: TransportPlan = { kind: 'local', avatarId: AVATAR, fallbackToCloud: true };

beforeEach(() => jest.useFakeTimers({ now: T }));
afterEach(() => {
  jest.useRealTimers();
  openFrames.forEach((frame) => frame.close());
});

describe('TransportRace: Local', () => {
  it('plays over WebRTC alone and remembers the success for the avatar', async () => {
    const s = setupRace(LOCAL);
    await s.race.start();
    expect(s.clouds).toHaveLength(0);
    expect(s.transports()).toEqual(['local']);
    s.links[0]?.picture(T + 40);
    expect(s.painted.map((f) => f.pts)).toEqual([T + 40]);
    expect(s.shown).toEqual([T + 40]);
    expect(s.race.active).toBe('local');
    expect(s.memory.recentSuccess(AVATAR)).toBe(true);
  });

  it("gives up after 30 s with the spec's text, for the avatar's memory", async () => {
    const s = setupRace(LOCAL);
    await s.race.start();
    await jest.advanceTimersByTimeAsync(LOCAL_CONNECT_TIMEOUT_MS - 1);
    expect(s.ends).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(s.ends).toEqual([
      { kind: 'localFailed', avatarId: AVATAR, text: 'Failed to open local stream: Connection timed out' },
    ]);
    expect(s.links[0]?.closed).toBe(true);
    expect(s.clouds).toHaveLength(0);
  });

  it("hands its link back when the play ends, for the avatar's next play; a failed link is closed", async () => {
    const ended = setupRace(LOCAL);
    await ended.race.start();
    ended.links[0]?.picture(T);
    ended.race.dispose();
    expect(ended.links[0]).toMatchObject({ released: true, closed: false });
    const failed = setupRace(LOCAL);
    await failed.race.start();
    failed.links[0]?.refuse('Device not found');
    await jest.advanceTimersByTimeAsync(0);
    expect(failed.links[0]).toMatchObject({ released: false, closed: true });
  });

  it('a connection lost after it played is a closed connection, played again by the reconnect rules', async () => {
    const s = setupRace(LOCAL);
    await s.race.start();
    s.links[0]?.picture(T);
    s.links[0]?.events.failed('connection failed');
    expect(s.ends).toEqual([{ kind: 'closed', code: 0 }]);
  });
});

describe('TransportRace: the local stages in the statistics log (issue 31)', () => {
  it('logs each stage once with the time since the local leg began, and the first paint', async () => {
    const s = setupRace(LOCAL);
    await s.race.start();
    await jest.advanceTimersByTimeAsync(20);
    s.links[0]?.events.stage?.('offerSent');
    await jest.advanceTimersByTimeAsync(30);
    s.links[0]?.events.stage?.('answered');
    await jest.advanceTimersByTimeAsync(50);
    s.links[0]?.events.stage?.('dtlsConnected');
    s.links[0]?.events.stage?.('firstFrameDecoded');
    s.links[0]?.picture(T + 100);
    s.links[0]?.picture(T + 200);
    const local = s.host.stats
      .snapshot()
      .log.map((entry) => entry.message)
      .filter((message) => message.startsWith('local ') && message.includes(' after '));
    expect(local).toEqual([
      'local offer sent after 20 ms',
      'local getSDP answered after 50 ms',
      'local DTLS connected after 100 ms',
      'local first frame decoded after 100 ms',
      'local first paint after 100 ms',
    ]);
  });

  it("tells them as the play's stages too, the cell's data-first-frame-stages the bench reads", async () => {
    const s = setupRace(LOCAL);
    s.host.stats.playRequested();
    await s.race.start();
    await jest.advanceTimersByTimeAsync(5);
    s.links[0]?.events.stage?.('offerSent');
    await jest.advanceTimersByTimeAsync(25);
    s.links[0]?.events.stage?.('answered');
    await jest.advanceTimersByTimeAsync(10);
    s.links[0]?.events.stage?.('iceConnected');
    s.links[0]?.events.stage?.('dtlsConnected');
    await jest.advanceTimersByTimeAsync(20);
    s.links[0]?.events.stage?.('firstRtp');
    await jest.advanceTimersByTimeAsync(15);
    s.links[0]?.events.stage?.('firstFrameDecoded');
    s.links[0]?.picture(T + 100);
    expect(describeStages(s.host.stats.stages)).toBe(
      'offerSent:5.0 answered:30.0 iceConnected:40.0 dtlsConnected:40.0 firstRtp:60.0 firstFrameDecoded:75.0 painted:75.0',
    );
  });
});

describe('TransportRace: Auto', () => {
  it('starts both legs; local takes over only once the cloud is up and local connects', async () => {
    const s = setupRace(AUTO);
    await s.race.start();
    const [cloud] = s.clouds;
    expect(cloud?.started).toBe(true);
    expect(s.links).toHaveLength(1);
    // Local connects first: its picture waits for the cloud stream.
    const early = s.links[0]?.picture(T + 10);
    expect(early?.closed).toBe(true);
    expect(s.painted).toEqual([]);
    expect(s.race.active).toBe('cloud');
    cloud?.show(T + 20);
    expect(s.shown).toEqual([T + 20]);
    expect(cloud?.disposed).toBe(true);
    expect(s.race.active).toBe('local');
    expect(s.transports()).toEqual(['local']);
    s.links[0]?.picture(T + 30);
    expect(s.painted.map((f) => f.pts)).toEqual([T + 30]);
  });

  it('the cloud plays until local connects, then local takes over', async () => {
    const s = setupRace(AUTO);
    await s.race.start();
    s.clouds[0]?.show(T);
    s.clouds[0]?.show(T + 100);
    expect(s.race.active).toBe('cloud');
    s.links[0]?.picture(T + 200);
    expect(s.clouds[0]?.disposed).toBe(true);
    expect(s.painted.map((f) => f.pts)).toEqual([T + 200]);
    expect(s.shown).toEqual([T, T + 100, T + 200]);
  });

  it('a move into the archive gives up local: a late local connection does not paint live over the archive', async () => {
    const s = setupRace(AUTO);
    await s.race.start();
    const [cloud] = s.clouds;
    cloud?.show(T);
    const reposition = jest.spyOn(cloud as FakeCloud, 'reposition');
    s.race.reposition('archive', T - 30_000, 1);
    expect(reposition).toHaveBeenCalledWith('archive', T - 30_000, 1);
    expect(s.links[0]?.closed).toBe(true);
    const late = s.links[0]?.picture(T + 500);
    expect(late?.closed).toBe(true);
    expect(s.painted).toEqual([]);
    expect(cloud?.disposed).toBe(false);
    expect(s.race.active).toBe('cloud');
    cloud?.show(T - 30_000);
    expect(s.shown).toEqual([T, T - 30_000]);
    // Not a failure of the avatar's local transport: nothing is remembered, no timeout comes.
    expect(s.memory.failure(AVATAR)).toBeUndefined();
    await jest.advanceTimersByTimeAsync(LOCAL_CONNECT_TIMEOUT_MS);
    expect(s.ends).toEqual([]);
  });

  it('a local failure is remembered for the avatar for 15 minutes and the cloud plays on', async () => {
    const memory = new LocalTransportMemory(() => Date.now());
    const s = setupRace(AUTO, memory);
    await s.race.start();
    s.clouds[0]?.show(T);
    s.links[0]?.refuse('Local access is not available for this camera');
    await jest.advanceTimersByTimeAsync(0);
    expect(s.ends).toEqual([]);
    expect(s.clouds[0]?.disposed).toBe(false);
    expect(s.race.active).toBe('cloud');
    expect(memory.failure(AVATAR)).toBe('Failed to open local stream: Local access is not available for this camera');
    await jest.advanceTimersByTimeAsync(LOCAL_MEMORY_MS - 1);
    expect(memory.failure(AVATAR)).toBeDefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(memory.failure(AVATAR)).toBeUndefined();
  });

  it('a local timeout in Auto leaves the cloud playing', async () => {
    const s = setupRace(AUTO);
    await s.race.start();
    s.clouds[0]?.show(T);
    await jest.advanceTimersByTimeAsync(LOCAL_CONNECT_TIMEOUT_MS);
    expect(s.ends).toEqual([]);
    expect(s.race.active).toBe('cloud');
    expect(s.memory.failure(AVATAR)).toBe('Failed to open local stream: Connection timed out');
  });

  it('after a recent local success tries local first, and the cloud only if local fails', async () => {
    const memory = new LocalTransportMemory(() => Date.now());
    memory.succeeded(AVATAR);
    await jest.advanceTimersByTimeAsync(LOCAL_MEMORY_MS - 1_000);
    const s = setupRace(AUTO, memory);
    await s.race.start();
    expect(s.clouds).toHaveLength(0);
    s.links[0]?.refuse('connection failed');
    await jest.advanceTimersByTimeAsync(0);
    expect(s.clouds).toHaveLength(1);
    expect(s.clouds[0]?.started).toBe(true);
    expect(s.ends).toEqual([]);
  });

  it('a success older than 15 minutes no longer puts local first', async () => {
    const memory = new LocalTransportMemory(() => Date.now());
    memory.succeeded(AVATAR);
    await jest.advanceTimersByTimeAsync(LOCAL_MEMORY_MS);
    const s = setupRace(AUTO, memory);
    await s.race.start();
    expect(s.clouds).toHaveLength(1);
    expect(s.links).toHaveLength(1);
  });

  it("the cloud's end while local is connected hands the picture to local", async () => {
    const s = setupRace(AUTO);
    await s.race.start();
    s.links[0]?.picture(T);
    s.clouds[0]?.end({ kind: 'closed', code: 1006 });
    expect(s.ends).toEqual([]);
    expect(s.race.active).toBe('local');
  });
});
