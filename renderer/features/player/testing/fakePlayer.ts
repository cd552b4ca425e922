/** A player on the fake media stack (fakeMedia.ts), for the suites that play the server's part on
 *  its newest socket: its media URL and tickets are answered at once, each ticket a new one. */
import { createPlayer } from '../createPlayer';
import { LocalTransportMemory } from '../LocalTransportMemory';
import type { MediaUrlResult, PlayerDeps } from '../playerDeps';
import type { MediaHeader } from '../../../../shared/video/mediaFrame';
import { type FakeSocket, H264_HEADER, fakeCanvas, fakeMediaStack } from './fakeMedia';

export const FAKE_MEDIA_URL = 'ws://console.test/api/media/stream';

/** The player, its canvas and media stack; `deps` replace the fakes' answers, `supported` says
 *  whether the fake decoder accepts the stream's codec. */
export function fakePlayer(deps: Partial<PlayerDeps> = {}, supported = true) {
  const media = fakeMediaStack(supported);
  let tickets = 0;
  const getMediaUrl = jest.fn(async (): Promise<MediaUrlResult> => ({
    url: FAKE_MEDIA_URL,
    ticket: 't-url',
    streamingOverages: null,
  }));
  const mediaTicket = jest.fn(async () => `t-${++tickets}`);
  const onOverage = jest.fn();
  const canvas = fakeCanvas();
  const player = createPlayer({
    getMediaUrl,
    mediaTicket,
    onOverage,
    createSocket: media.createSocket,
    createDecoder: media.createDecoder,
    localMemory: new LocalTransportMemory(),
    ...deps,
  });
  player.attachCanvas(canvas.element);
  return { player, canvas, getMediaUrl, mediaTicket, onOverage, ...media };
}

/** Lets the media calls answer and the newest socket open with its header. */
export async function connectFakePlayer(s: { socket: () => FakeSocket }, header: MediaHeader = H264_HEADER) {
  await jest.advanceTimersByTimeAsync(0);
  s.socket().open();
  s.socket().serverJson(header);
  await jest.advanceTimersByTimeAsync(0);
}
