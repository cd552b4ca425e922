/** A player draws the stream's metadata over its picture (issue 31): a live message for a frame's
 *  time is outlined on that picture under Analytics Markup All, only its alert boxes under Alert,
 *  nothing under None, and never on a picture before its time. */
import { encodeMetadataPayload } from '../../../shared/video/mediaMetadata';
import { createPlayer } from './createPlayer';
import { H264_HEADER, fakeMediaStack, openFrames } from './testing/fakeMedia';
import { LocalTransportMemory } from './LocalTransportMemory';

const T = Date.UTC(2026, 10, 21, 8, 0, 0);

function setup() {
  const media = fakeMediaStack();
  const strokes: number[][] = [];
  const context = {
    drawImage: () => undefined,
    clearRect: () => undefined,
    save: () => undefined,
    restore: () => undefined,
    strokeRect: (...box: number[]) => strokes.push(box),
    fillRect: () => undefined,
    fillText: () => undefined,
    measureText: () => ({ width: 40 }),
  };
  const canvas = {
    width: 300,
    height: 150,
    parentElement: null,
    getContext: () => context,
  } as unknown as HTMLCanvasElement;
  const player = createPlayer({
    getMediaUrl: async () => ({ url: 'ws://console.test/api/media/stream', ticket: 't', streamingOverages: null }),
    mediaTicket: async () => 't',
    createSocket: media.createSocket,
    createDecoder: media.createDecoder,
    localMemory: new LocalTransportMemory(),
  });
  player.attachCanvas(canvas);
  return { player, media, strokes };
}

beforeEach(() => jest.useFakeTimers({ now: T + 60_000 }));
afterEach(() => {
  jest.useRealTimers();
  openFrames.forEach((frame) => frame.close());
});

it('outlines the boxes found in a picture on that picture and the ones after it, as the markup asks', async () => {
  const s = setup();
  s.player.setMarkup('All');
  s.player.playLive('cam-1');
  await jest.advanceTimersByTimeAsync(0);
  const socket = s.media.sockets[s.media.sockets.length - 1]!;
  socket.open();
  socket.serverJson(H264_HEADER);
  await jest.advanceTimersByTimeAsync(0);
  const motion = { x: 0.5, y: 0.25, w: 0.25, h: 0.5, alert: false };
  const data = encodeMetadataPayload('motion', [motion]);
  socket.serverFrame({ pts: T + 59_900, key: true, metadata: true, duration: 1_000, data });
  socket.serverFrame({ pts: T + 59_800, key: true });
  await jest.advanceTimersByTimeAsync(0);
  await jest.advanceTimersByTimeAsync(20);
  // The picture before the box's time is drawn without it.
  expect(s.strokes).toHaveLength(0);
  socket.serverFrame({ pts: T + 59_900 });
  await jest.advanceTimersByTimeAsync(0);
  await jest.advanceTimersByTimeAsync(20);
  // 640 x 360 picture: the box from x 320, y 90, 160 x 180 (inset by half the 3 px line).
  expect(s.strokes).toHaveLength(1);
  expect(s.strokes[0]![0]).toBeCloseTo(321.5, 0);
  expect(s.strokes[0]![1]).toBeCloseTo(91.5, 0);
  s.player.setMarkup('Alert');
  socket.serverFrame({ pts: T + 60_000 });
  await jest.advanceTimersByTimeAsync(0);
  await jest.advanceTimersByTimeAsync(20);
  expect(s.strokes).toHaveLength(1);
});
