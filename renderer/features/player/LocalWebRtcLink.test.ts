/** The console's end of the local transport (issue 31): the offer goes to getSDP as soon as the
 *  browser has its host candidates, not after its gathering timers end; without any candidate it
 *  goes after a short bound; a spare offer made before the play goes at once; the receiver is
 *  asked for no jitter buffer delay; the link reports its stages on the way to the first picture;
 *  the data channel brings the header, sound and metadata; a picture's time is its RTP
 *  timestamp's; a link kept from an earlier play asks for the next camera on its data channel and
 *  shows none of the last camera's pictures still on their way. */
import { LOCAL_MEDIA_CHANNEL, rtpTimestampOf } from '../../../shared/video/localTransport';
import { encodeMediaFrame, type MediaFrame, type MediaHeader } from '../../../shared/video/mediaFrame';
import { HOST_CANDIDATE_SETTLE_MS, ICE_GATHER_WAIT_MS, type LocalOffer } from './LocalOffer';
import type { DecodedFrame } from './playerDeps';
import { LocalWebRtcLink, type LocalLinkDeps, type LocalStage } from './LocalWebRtcLink';

class FakeDataChannel {
  binaryType = 'blob';
  readyState = 'open';
  readonly sent: unknown[] = [];
  onmessage: ((event: { data: string | ArrayBuffer }) => void) | null = null;
  constructor(readonly label: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
}

/** A picture as MediaStreamTrackProcessor gives it, with its RTP timestamp. */
function picture(pts: number) {
  return {
    displayWidth: 640,
    displayHeight: 360,
    closed: false,
    metadata: () => ({ rtpTimestamp: rtpTimestampOf(pts) }),
    close() {
      this.closed = true;
    },
  };
}

/** A track processor the test gives pictures to, one at a time. */
function pictureSource() {
  const queue: Array<ReturnType<typeof picture>> = [];
  let wake: (() => void) | null = null;
  const reader = {
    read: async () => {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return { value: queue.shift(), done: false };
    },
    cancel: async () => undefined,
  };
  return {
    attach(pc: FakePeerConnection) {
      const scope = globalThis as { MediaStreamTrackProcessor?: unknown };
      scope.MediaStreamTrackProcessor = class {
        readable = { getReader: () => reader };
      };
      pc.ontrack?.({ track: Object.assign(new EventTarget(), { muted: false }) });
      delete scope.MediaStreamTrackProcessor;
    },
    async give(...pictures: Array<ReturnType<typeof picture>>) {
      for (const p of pictures) {
        queue.push(p);
        wake?.();
        await jest.advanceTimersByTimeAsync(0);
      }
    },
  };
}

/** Chromium's gathering as the link sees it: host candidates shortly after setLocalDescription,
 *  'complete' only after its gathering timers (over 100 ms). */
class FakePeerConnection extends EventTarget {
  iceGatheringState: RTCIceGatheringState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: 'offer'; sdp: string } | null = null;
  remote: string | null = null;
  ontrack: ((event: { track: EventTarget & { muted: boolean }; receiver?: object }) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  channels: FakeDataChannel[] = [];
  offersMade = 0;
  addTransceiver() {}
  createDataChannel(label: string) {
    const channel = new FakeDataChannel(label);
    this.channels.push(channel);
    return channel;
  }
  async createOffer() {
    this.offersMade += 1;
    return { type: 'offer' as const, sdp: 'v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 102\r\n' };
  }
  async setLocalDescription(offer: { type: 'offer'; sdp: string }) {
    this.localDescription = offer;
    this.iceGatheringState = 'gathering';
  }
  async setRemoteDescription(answer: { sdp: string }) {
    this.remote = answer.sdp;
  }
  candidate(address: string) {
    const line = `a=candidate:1 1 udp 2122260223 ${address} 50000 typ host`;
    this.localDescription!.sdp += `${line}\r\n`;
    const event = Object.assign(new Event('icecandidate'), { candidate: { candidate: line } });
    this.dispatchEvent(event);
  }
  complete() {
    this.iceGatheringState = 'complete';
    this.dispatchEvent(new Event('icegatheringstatechange'));
    this.dispatchEvent(Object.assign(new Event('icecandidate'), { candidate: null }));
  }
  state(ice: RTCIceConnectionState, connection: RTCPeerConnectionState) {
    this.iceConnectionState = ice;
    this.oniceconnectionstatechange?.();
    this.connectionState = connection;
    this.onconnectionstatechange?.();
  }
  close() {}
}

function setup(takeOffer?: LocalLinkDeps['takeOffer']) {
  const pc = new FakePeerConnection();
  const offers: Array<{ at: number; sdp: string }> = [];
  const stages: LocalStage[] = [];
  const frames: DecodedFrame[] = [];
  const headers: MediaHeader[] = [];
  const media: MediaFrame[] = [];
  const link = new LocalWebRtcLink(
    {
      getSdp: async (_camera, sdp) => {
        offers.push({ at: Date.now(), sdp });
        return 'v=0\r\nanswer\r\n';
      },
      createPeerConnection: () => pc as unknown as RTCPeerConnection,
      ...(takeOffer && { takeOffer }),
      epochNow: () => Date.now(),
    },
    {
      frame: (frame) => void frames.push(frame),
      failed: () => undefined,
      stage: (stage) => void stages.push(stage),
      header: (header) => void headers.push(header),
      media: (frame) => void media.push(frame),
    },
  );
  return { pc, link, offers, stages, frames, headers, media };
}

const T = Date.UTC(2026, 10, 29, 12, 0, 0);

/** A link that connected and played one picture of 'cam-1', with the source of its pictures. */
async function playedLink() {
  const s = setup();
  const connecting = s.link.connect('cam-1', 1);
  await jest.advanceTimersByTimeAsync(1);
  s.pc.complete();
  await connecting;
  s.pc.state('connected', 'connected');
  const source = pictureSource();
  source.attach(s.pc);
  await source.give(picture(T - 100));
  return { s, source };
}
beforeEach(() => jest.useFakeTimers({ now: T }));
afterEach(() => jest.useRealTimers());

describe('LocalWebRtcLink', () => {
  it('sends the offer with its host candidates without waiting for gathering to complete', async () => {
    const s = setup();
    const connecting = s.link.connect('cam-1', 1);
    await jest.advanceTimersByTimeAsync(5);
    s.pc.candidate('a1.local');
    s.pc.candidate('a2.local');
    await jest.advanceTimersByTimeAsync(HOST_CANDIDATE_SETTLE_MS);
    await connecting;
    // Chromium would say 'complete' some 120 ms later: the offer is long gone by then.
    expect(s.offers).toHaveLength(1);
    expect(s.offers[0]!.at - T).toBeLessThanOrEqual(5 + HOST_CANDIDATE_SETTLE_MS);
    expect(s.offers[0]!.sdp).toContain('a1.local');
    expect(s.offers[0]!.sdp).toContain('a2.local');
    expect(s.pc.remote).toBe('v=0\r\nanswer\r\n');
    expect(s.stages).toEqual(['offerSent', 'answered']);
    s.pc.complete();
  });

  it('sends at once when gathering completes before the settle time', async () => {
    const s = setup();
    const connecting = s.link.connect('cam-1', 1);
    await jest.advanceTimersByTimeAsync(1);
    s.pc.candidate('a1.local');
    s.pc.complete();
    await connecting;
    expect(s.offers[0]!.at - T).toBeLessThan(HOST_CANDIDATE_SETTLE_MS);
  });

  it('without any host candidate, the offer goes after a short bound', async () => {
    const s = setup();
    const connecting = s.link.connect('cam-1', 1);
    await jest.advanceTimersByTimeAsync(ICE_GATHER_WAIT_MS - 1);
    expect(s.offers).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await connecting;
    expect(s.offers).toHaveLength(1);
    expect(ICE_GATHER_WAIT_MS).toBeLessThanOrEqual(500);
  });

  it('sends a spare offer made before the play at once, without making another', async () => {
    const spare = new FakePeerConnection();
    const offer = {
      pc: spare,
      channel: spare.createDataChannel(LOCAL_MEDIA_CHANNEL),
      sdp: Promise.resolve('v=0\r\nspare a=candidate:1 1 udp 2122260223 a1.local 50000 typ host\r\n'),
    };
    const s = setup(() => offer as unknown as LocalOffer);
    await s.link.connect('cam-1', 1);
    expect(s.offers).toEqual([{ at: T, sdp: await offer.sdp }]);
    expect(s.pc.offersMade + spare.offersMade).toBe(0);
    // The spare's connection is the link's: the answer goes there, its channel is listened to.
    expect(spare.remote).toBe('v=0\r\nanswer\r\n');
    expect(s.stages).toEqual(['offerSent', 'answered']);
    offer.channel.onmessage?.({ data: JSON.stringify({ mime: 'video/mp4' }) });
    expect(s.headers).toHaveLength(1);
    s.link.close();
  });

  it('asks the receiver of the track to hold no picture back in its jitter buffer', () => {
    const s = setup();
    const never = { read: () => new Promise<never>(() => undefined), cancel: async () => undefined };
    const scope = globalThis as { MediaStreamTrackProcessor?: unknown };
    scope.MediaStreamTrackProcessor = class {
      readable = { getReader: () => never };
    };
    const receiver: { jitterBufferTarget: number | null; playoutDelayHint?: number | null } = {
      jitterBufferTarget: null,
    };
    s.pc.ontrack?.({ track: Object.assign(new EventTarget(), { muted: true }), receiver });
    delete scope.MediaStreamTrackProcessor;
    expect(receiver).toEqual({ jitterBufferTarget: 0, playoutDelayHint: 0 });
    s.link.close();
  });

  it('reports ICE, DTLS and the first RTP once each', async () => {
    const s = setup();
    const connecting = s.link.connect('cam-1', 1);
    await jest.advanceTimersByTimeAsync(1);
    s.pc.complete();
    await connecting;
    s.pc.state('checking', 'connecting');
    s.pc.state('connected', 'connecting');
    s.pc.state('connected', 'connected');
    s.pc.state('completed', 'connected');
    // A track processor whose first picture has not come yet.
    const never = { read: () => new Promise<never>(() => undefined), cancel: async () => undefined };
    const scope = globalThis as { MediaStreamTrackProcessor?: unknown };
    scope.MediaStreamTrackProcessor = class {
      readable = { getReader: () => never };
    };
    const track = Object.assign(new EventTarget(), { muted: true });
    s.pc.ontrack?.({ track });
    delete scope.MediaStreamTrackProcessor;
    expect(s.stages).toEqual(['offerSent', 'answered', 'iceConnected', 'dtlsConnected']);
    track.dispatchEvent(new Event('unmute'));
    expect(s.stages.at(-1)).toBe('firstRtp');
    s.link.close();
  });

  it('takes the header, sound and metadata off its data channel', () => {
    const s = setup();
    const [channel] = s.pc.channels;
    expect(channel?.label).toBe(LOCAL_MEDIA_CHANNEL);
    expect(channel?.binaryType).toBe('arraybuffer');
    const header: MediaHeader = {
      mime: 'video/mp4; codecs="avc1.64001f, mp4a.40.2"',
      size: { width: 1280, height: 720 },
      codec: 'avc1.64001f',
      description: '',
      audio: { codec: 'mp4a.40.2', sampleRate: 48_000, numberOfChannels: 1, description: 'EZA=' },
    };
    channel?.onmessage?.({ data: JSON.stringify(header) });
    const sound = encodeMediaFrame({
      pts: T - 20.5,
      duration: 21,
      key: true,
      sequence: 7,
      audio: true,
      data: new Uint8Array([1, 2]),
    });
    channel?.onmessage?.({ data: sound.slice().buffer });
    channel?.onmessage?.({ data: new Uint8Array([1, 2, 3]).buffer });
    expect(s.headers).toEqual([header]);
    expect(s.media).toHaveLength(1);
    expect(s.media[0]).toMatchObject({ pts: T - 20.5, duration: 21, audio: true, data: new Uint8Array([1, 2]) });
    s.link.close();
  });

  it("dates a picture by its RTP timestamp, the camera's wall clock, not by its arrival", async () => {
    const s = setup();
    const captured = T - 180;
    const picture = {
      displayWidth: 640,
      displayHeight: 360,
      metadata: () => ({ rtpTimestamp: rtpTimestampOf(captured) }),
      close: () => undefined,
    };
    let given = false;
    const reader = {
      read: async () => {
        if (given) return new Promise<never>(() => undefined);
        given = true;
        return { value: picture, done: false };
      },
      cancel: async () => undefined,
    };
    const scope = globalThis as { MediaStreamTrackProcessor?: unknown };
    scope.MediaStreamTrackProcessor = class {
      readable = { getReader: () => reader };
    };
    s.pc.ontrack?.({ track: Object.assign(new EventTarget(), { muted: false }) });
    delete scope.MediaStreamTrackProcessor;
    await jest.advanceTimersByTimeAsync(0);
    expect(s.frames).toHaveLength(1);
    expect(s.frames[0]!.pts).toBeCloseTo(captured, 3);
    s.link.close();
  });

  it("plays the next camera on a kept link: asked on its data channel, the last camera's pictures let go", async () => {
    const { s, source } = await playedLink();
    expect(s.frames).toHaveLength(1);
    expect(s.link.reusable).toBe(true);
    const [channel] = s.pc.channels;

    // Kept: the avatar is told to pause, and what still comes is not shown.
    s.link.park();
    expect(channel?.sent.at(-1)).toEqual({ cmd: 'pause' });
    const late = picture(T - 60);
    await source.give(late);
    expect(late.closed).toBe(true);
    expect(s.frames).toHaveLength(1);

    // The next play: no new offer, the camera asked for on the data channel.
    const next = { frames: [] as DecodedFrame[], stages: [] as LocalStage[] };
    s.link.reuse({
      frame: (f) => void next.frames.push(f),
      failed: () => undefined,
      stage: (st) => void next.stages.push(st),
    });
    const switching = s.link.connect('cam-2', 1);
    expect(channel?.sent.at(-1)).toEqual({ cmd: 'init', objid: 'cam-2', streamid: 1 });
    // A picture of the last camera on its way, and the new camera's first, before the answer.
    const old = picture(T - 40);
    const captured = T - 500;
    // The avatar stamps the new camera on from the last one's last picture (T - 40), a frame later.
    const offset = rtpTimestampOf(T - 40) + 3_000 - rtpTimestampOf(captured);
    const first = { ...picture(0), metadata: () => ({ rtpTimestamp: rtpTimestampOf(captured) + offset }) };
    await source.give(old, first);
    expect(next.frames).toHaveLength(0);
    const rtpTimestamp = rtpTimestampOf(captured) + offset;
    channel?.onmessage?.({ data: JSON.stringify({ switched: 'cam-2', rtpTimestamp, rtpOffset: offset }) });
    await switching;
    expect(old.closed).toBe(true);
    expect(next.frames).toHaveLength(1);
    // Its time is the camera's, the avatar's offset taken off.
    expect(next.frames[0]!.pts).toBeCloseTo(captured, 3);
    expect(next.stages).toEqual(['switchSent', 'switched', 'firstFrameDecoded']);
    expect(s.offers).toHaveLength(1);
    expect(s.pc.offersMade).toBe(1);
    s.link.close();
  });

  it("fails a kept link's play when the avatar refuses the camera", async () => {
    const { s } = await playedLink();
    s.link.park();
    s.link.reuse({ frame: () => undefined, failed: () => undefined });
    const switching = s.link.connect('cam-9', 1);
    s.pc.channels[0]?.onmessage?.({ data: JSON.stringify({ code: 50010, error: 'Device not found' }) });
    await expect(switching).rejects.toThrow('Device not found');
    // Asked for and not yet played: not kept again.
    expect(s.link.reusable).toBe(false);
    s.link.close();
  });
});
