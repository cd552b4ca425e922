/** The avatar asks the console's browser to show each picture as it comes (issue 31: Local's glass
 *  to glass): a viewer that offers WebRTC's playout-delay header extension, as Chromium does, gets
 *  it on every RTP packet under the offer's own id with a minimum and a maximum delay of 0; a viewer
 *  that does not offer it gets packets without it. */
import { STREAM_NUMBER } from '../../../shared/video/constants';
import type { StreamInit } from '../sources/SourceListener';
import { LiveStream } from '../streaming/LiveStream';
import { offerToReceive, type WebRtcViewer } from '../../testing/webRtcViewer';
import { PLAYOUT_DELAY_URI } from './playoutDelay';
import { WebRtcService } from './WebRtcService';

/** How long a test waits for its viewer's packets, attempts included. */
const CONNECT_BOUND_MS = 150_000;

jest.setTimeout(CONNECT_BOUND_MS + 30_000);

const SPS = Buffer.from([0x67, 0x42, 0xc0, 0x1e, 0xda, 0x02, 0x80]);
const PPS = Buffer.from([0x68, 0xce, 0x3c, 0x80]);
/** avcC: version 1, profile, compatibility, level, 4-byte lengths, one SPS, one PPS. */
const RECORD = Buffer.concat([
  Buffer.from([1, 0x42, 0xc0, 0x1e, 0xff, 0xe1, 0, SPS.length]),
  SPS,
  Buffer.from([1, 0, PPS.length]),
  PPS,
]);
const IDR = Buffer.from([0, 0, 0, 4, 0x65, 1, 2, 3]);

const peers: WebRtcViewer[] = [];
const services: WebRtcService[] = [];

afterEach(async () => {
  services.splice(0).forEach((s) => s.closeAll());
  await Promise.all(peers.splice(0).map((viewer) => viewer.close()));
});

/** Polls until `check` holds or `failed` says the attempt cannot succeed; false on the latter. */
async function until(
  check: () => boolean,
  failed: () => boolean,
  deadline: number,
  state: () => string,
): Promise<boolean> {
  while (!check()) {
    if (failed()) return false;
    if (Date.now() > deadline) throw new Error(`timed out: ${state()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** The RTP packets a viewer gets of a camera sending keyframes, once a few have come. A connection
 *  whose ICE fails (seen for a first connection of a busy process) is tried again with a new
 *  viewer, within one generous bound. */
async function packetsTo(playoutDelay: boolean) {
  const live = new LiveStream();
  live.setInit({ init: { description: RECORD }, originMs: 0, runId: 'run-1' } as unknown as StreamInit);
  const service = new WebRtcService(() => live);
  services.push(service);
  const deadline = Date.now() + CONNECT_BOUND_MS;
  // Pictures until ICE and DTLS have connected and some have come, however long a busy machine takes.
  const camera = setInterval(() => live.push({ pts: Date.now(), duration: 40, key: true, data: IDR }), 40);
  try {
    for (;;) {
      const viewer = await offerToReceive({ playoutDelay });
      peers.push(viewer);
      const answer = await service.answer({ cameraId: 'cam-1', stream: STREAM_NUMBER.FULL, offer: viewer.offer });
      await viewer.pc.setRemoteDescription({ type: 'answer', sdp: answer });
      const came = await until(
        () => viewer.packets.length >= 6,
        () => viewer.pc.connectionState === 'failed' || viewer.pc.connectionState === 'closed',
        deadline,
        () => `viewer ${viewer.pc.connectionState}/${viewer.pc.iceConnectionState}, ${viewer.packets.length} packets`,
      );
      if (came) return { answer, offer: viewer.offer, packets: viewer.packets };
    }
  } finally {
    clearInterval(camera);
  }
}

describe('the avatar and the playout delay', () => {
  it('asks for no playout delay on every packet, under the id the browser offered', async () => {
    const { answer, offer, packets } = await packetsTo(true);
    const id = Number(new RegExp(`^a=extmap:(\\d+) ${PLAYOUT_DELAY_URI}\\r?$`, 'm').exec(offer)?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(answer).toContain(`a=extmap:${id} ${PLAYOUT_DELAY_URI}`);
    for (const packet of packets) {
      expect(packet.header.extensions).toContainEqual({ id, payload: Buffer.from([0, 0, 0]) });
    }
  });

  it('sends no such extension to a browser that did not offer it', async () => {
    const { answer, packets } = await packetsTo(false);
    expect(answer).not.toContain(PLAYOUT_DELAY_URI);
    expect(packets.every((packet) => packet.header.extensions.length === 0)).toBe(true);
  });
});
