/** The built-in avatar's DTLS (issue 31): one certificate made when the service starts serves
 *  every peer, so no viewer waits for one, and a service started again has a new one; the avatar
 *  answers as the DTLS server, so the browser's handshake starts as soon as ICE connects. */
import { STREAM_NUMBER } from '../../../shared/video/constants';
import type { StreamInit } from '../sources/SourceListener';
import { LiveStream } from '../streaming/LiveStream';
import { offerToReceive, type WebRtcViewer } from '../../testing/webRtcViewer';
import { WebRtcService } from './WebRtcService';

jest.setTimeout(30_000);

const peers: WebRtcViewer[] = [];
const services: WebRtcService[] = [];

/** A receive-only offer with its host candidates, as the console sends. */
async function offer(): Promise<string> {
  const viewer = await offerToReceive();
  peers.push(viewer);
  return viewer.offer;
}

/** A service whose one camera has a live stream that has begun (no frames are needed to answer). */
function service(): WebRtcService {
  const live = new LiveStream();
  live.setInit({ init: {}, originMs: 0, runId: 'run-1' } as unknown as StreamInit);
  const started = new WebRtcService((id) => (id === 'cam-1' ? live : undefined));
  services.push(started);
  return started;
}

const fingerprint = (sdp: string) => /^a=fingerprint:(.+)$/m.exec(sdp)?.[1]?.trim();

afterAll(async () => {
  services.forEach((s) => s.closeAll());
  await Promise.all(peers.map((viewer) => viewer.close()));
});

describe('WebRtcService certificate', () => {
  it('answers every peer with the one certificate made at start, and a new start makes a new one', async () => {
    const first = service();
    const one = await first.answer({ cameraId: 'cam-1', stream: STREAM_NUMBER.FULL, offer: await offer() });
    const two = await first.answer({ cameraId: 'cam-1', stream: STREAM_NUMBER.FULL, offer: await offer() });
    expect(fingerprint(one)).toMatch(/^sha-256 [0-9A-F:]{95}$/);
    expect(fingerprint(two)).toBe(fingerprint(one));
    // The browser is the DTLS client: werift's own client would wait 100 ms before its hello.
    expect(one).toMatch(/^a=setup:passive\r?$/m);
    const restarted = service();
    const three = await restarted.answer({ cameraId: 'cam-1', stream: STREAM_NUMBER.FULL, offer: await offer() });
    expect(fingerprint(three)).toMatch(/^sha-256 /);
    expect(fingerprint(three)).not.toBe(fingerprint(one));
  });
});
