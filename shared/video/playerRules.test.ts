import { STOP_CODE, STREAM_NUMBER } from './constants';
import { PLAYER_MESSAGES } from './playerConstants';
import {
  autoStreamNumber,
  codecRefusal,
  isSmallTile,
  lagAction,
  reconnectRule,
  type ReconnectRule,
} from './playerRules';

const live = { mode: 'live', isLocal: false } as const;
const archive = { mode: 'archive', isLocal: false } as const;
const localArchive = { mode: 'archive', isLocal: true } as const;
const none: ReconnectRule = { action: 'none' };
const after = (delayMs: number): ReconnectRule => ({ action: 'reconnect', delayMs });

describe('reconnectRule (spec 2 §4 Reconnect rules on stop)', () => {
  it.each([
    ['invalid request 59000', STOP_CODE.INVALID_REQUEST, live, none],
    ['59999, still final', 59_999, archive, none],
    ['60000, no longer final', 60_000, archive, after(5000)],
    ['end of archive', STOP_CODE.END_OF_ARCHIVE, archive, none],
    ['end of stream', STOP_CODE.END_OF_STREAM, live, none],
    ['end of chunk', STOP_CODE.END_OF_CHUNK, archive, none],
    ['unsupported codec', STOP_CODE.UNSUPPORTED_CODEC, live, none],
    ['plain stop (0)', STOP_CODE.STOP, live, none],
    ['stream stopped unexpectedly', STOP_CODE.STREAM_STOPPED, live, after(2000)],
    ['internal error', STOP_CODE.INTERNAL_ERROR, archive, after(2000)],
    ['video unavailable while live', STOP_CODE.VIDEO_UNAVAILABLE, live, after(2000)],
    ['video unavailable in cloud archive', STOP_CODE.VIDEO_UNAVAILABLE, archive, { action: 'restartFile' }],
    ['video unavailable in local archive', STOP_CODE.VIDEO_UNAVAILABLE, localArchive, after(5000)],
    ['not authorized', STOP_CODE.NOT_AUTHORIZED, live, after(5000)],
    ['avatar offline', STOP_CODE.AVATAR_OFFLINE, live, after(5000)],
    ['broken on avatar side', STOP_CODE.BROKEN_ON_AVATAR, archive, after(5000)],
    ['bandwidth shortages', STOP_CODE.BANDWIDTH_SHORTAGE, live, after(5000)],
    ['critical', STOP_CODE.CRITICAL, live, after(5000)],
    ['socket closed abnormally (1006)', 1006, live, after(5000)],
    ['something went wrong (other code)', STOP_CODE.SOMETHING_WENT_WRONG, live, after(5000)],
    ['audio unavailable (other code)', STOP_CODE.AUDIO_UNAVAILABLE, archive, after(5000)],
  ] as const)('%s', (_name, code, context, expected) => {
    expect(reconnectRule(code, context)).toEqual(expected);
  });
});

describe('lagAction (spec 2 §4 Lag)', () => {
  it.each([
    ['live on time', { mode: 'live', liveLagMs: 300, backlogMs: 0, keyIntervalMs: 2000 }, 'none'],
    ['live 15 s behind exactly', { mode: 'live', liveLagMs: 15_000, backlogMs: 0, keyIntervalMs: 2000 }, 'none'],
    ['live over 15 s behind', { mode: 'live', liveLagMs: 15_001, backlogMs: 0, keyIntervalMs: 2000 }, 'reinit'],
    [
      'archive ignores the wall clock',
      { mode: 'archive', liveLagMs: 99_999, backlogMs: 0, keyIntervalMs: 2000 },
      'none',
    ],
    ['backlog of two key intervals', { mode: 'archive', liveLagMs: 0, backlogMs: 4000, keyIntervalMs: 2000 }, 'none'],
    [
      'backlog over two key intervals',
      { mode: 'archive', liveLagMs: 0, backlogMs: 4001, keyIntervalMs: 2000 },
      'skipToKey',
    ],
    [
      'reverse: a GOP ahead is the design',
      { mode: 'archive', liveLagMs: 0, backlogMs: 6000, keyIntervalMs: 2000, reverse: true },
      'none',
    ],
    [
      'reverse: over three key intervals behind',
      { mode: 'archive', liveLagMs: 0, backlogMs: 6001, keyIntervalMs: 2000, reverse: true },
      'skipToKey',
    ],
    ['live backlog', { mode: 'live', liveLagMs: 5000, backlogMs: 4500, keyIntervalMs: 2000 }, 'skipToKey'],
    ['key interval unknown', { mode: 'live', liveLagMs: 0, backlogMs: 60_000, keyIntervalMs: undefined }, 'none'],
    [
      'live at the live bound',
      { mode: 'live', liveLagMs: 500, backlogMs: 0, keyIntervalMs: 2000, liveSkipAboveMs: 500 },
      'none',
    ],
    [
      'live over the live bound',
      { mode: 'live', liveLagMs: 501, backlogMs: 0, keyIntervalMs: 2000, liveSkipAboveMs: 500 },
      'skipToKey',
    ],
    [
      'live over the bound while the rule waits',
      { mode: 'live', liveLagMs: 900, backlogMs: 0, keyIntervalMs: 2000 },
      'none',
    ],
    [
      'archive has no live bound',
      { mode: 'archive', liveLagMs: 900, backlogMs: 0, keyIntervalMs: 2000, liveSkipAboveMs: 500 },
      'none',
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(lagAction(input)).toBe(expected);
  });
});

describe('autoStreamNumber', () => {
  it('plays REVIEW in a cell narrower than 500 px and FULL otherwise', () => {
    expect(autoStreamNumber(320)).toBe(STREAM_NUMBER.REVIEW);
    expect(autoStreamNumber(499)).toBe(STREAM_NUMBER.REVIEW);
    expect(autoStreamNumber(500)).toBe(STREAM_NUMBER.FULL);
    expect(autoStreamNumber(null)).toBe(STREAM_NUMBER.FULL);
    expect(autoStreamNumber(0)).toBe(STREAM_NUMBER.FULL);
  });
});

describe('codecRefusal (spec 2 §8)', () => {
  const h264 = { mime: 'video/mp4; codecs="avc1.42C01E"', codec: 'avc1.42C01E' };
  it('refuses H.265 whatever the browser says', () => {
    expect(codecRefusal({ mime: 'video/mp4; codecs="hvc1.1.6.L93.B0"', codec: 'hvc1.1.6.L93.B0' }, true)).toBe(
      PLAYER_MESSAGES.h265,
    );
    expect(codecRefusal({ mime: 'video/mp4', codec: 'hev1.1.6.L120.90' }, true)).toBe(
      'Your browser or hardware does not support the H.265 codec. You can use our standalone application.',
    );
  });
  it('names the MIME type of any other unsupported stream', () => {
    expect(codecRefusal(h264, false)).toBe('Unsupported MIME type or codec: video/mp4; codecs="avc1.42C01E"');
    expect(codecRefusal(h264, true)).toBeUndefined();
  });
});

describe('isSmallTile (issue 37: tiles too small to need every frame)', () => {
  const window = { width: 1600, height: 1000 };
  const demo = { width: 640, height: 360 };
  it('a cell of a 4×4 or 3×3 grid is small; a 2×2 cell or a single cell is not', () => {
    expect(isSmallTile({ width: 400, height: 230 }, window, demo)).toBe(true);
    expect(isSmallTile({ width: 533, height: 300 }, window, demo)).toBe(true);
    expect(isSmallTile({ width: 800, height: 470 }, window, demo)).toBe(false);
    expect(isSmallTile({ width: 1600, height: 960 }, window, demo)).toBe(false);
  });
  it("a picture showing a quarter of the stream's pixels or less is small, counted in device pixels", () => {
    const fullHd = { width: 1920, height: 1080 };
    expect(isSmallTile({ width: 800, height: 450 }, window, fullHd)).toBe(true);
    expect(isSmallTile({ width: 800, height: 450 }, window, fullHd, 2)).toBe(false);
    expect(isSmallTile({ width: 800, height: 450 }, window, null)).toBe(false);
  });
  it('an unmeasured tile is not small', () => {
    expect(isSmallTile({ width: 0, height: 0 }, window, demo)).toBe(false);
  });
});
