/** The player's constants and messages from spec 2 (§4 Player status, Reconnect rules, Idle,
 *  Transport selection, Lag, Connection closed; §8 error catalogue; §9 Player and timeline). */

import { HEARTBEAT_MS, MEDIA_INIT_TIMEOUT_MS } from './constants';

/** A play that has not shown its first frame by then is rejected and the player pauses. */
export const PLAY_TIMEOUT_MS = 10_000;
/** Changing the stream while playing stops, shows 'Init stream', waits this long and replays. */
export const STREAM_CHANGE_WAIT_MS = 2_000;
/** After the socket closed without a stop code: 'Connection closed, reconnecting', then re-init. */
export const CONNECTION_CLOSED_WAIT_MS = 1_000;
/** Reconnect delays of the reconnect table. */
export const RECONNECT_SHORT_MS = 2_000;
export const RECONNECT_LONG_MS = 5_000;
/** The WebSocket close code of a connection lost without a close frame (reconnects after 5 s). */
export const ABNORMAL_CLOSE_CODE = 1006;

/** Idle stop of a playing non-local player, in minutes (the realm's playerIdleTimeout). */
export const DEFAULT_IDLE_TIMEOUT_MIN = 10;

/** Live lag (behind the wall clock) above which the player pauses, then plays again. */
export const LAG_REINIT_MS = 15_000;
export const LAG_REINIT_RESUME_MS = 1_000;
/** Lag above this many key-chunk intervals skips to the next key chunk. */
export const LAG_SKIP_KEY_INTERVALS = 2;
/** Reverse play receives a whole GOP ahead of the picture by design, so it allows one more. */
export const REVERSE_LAG_SKIP_KEY_INTERVALS = 3;
/** Live stays live (issue 37): a live picture further behind live than `skipAboveMs` (beyond the
 *  realm's jitter buffer) skips to the next keyframe, and the cell says 'Behind live' while it is
 *  behind; the mark stays at least `markHoldMs`, so a tile hovering at the bound does not blink.
 *  The rule waits for the stream's second keyframe, or `startGraceMs` after its first: a live
 *  stream starts with its GOP so far, sent at once, which the decoder works through. */
export const LIVE_LAG = { skipAboveMs: 500, startGraceMs: 3_000, markHoldMs: 1_000 } as const;
/** Lip sync (issue 31): a live camera whose sound reaches the console after the pictures of its
 *  time has its pictures held by the sound's lateness, so the sound is heard with its picture;
 *  at most `maxHoldMs`, so live stays live. The hold is the sound's lateness over the last
 *  `windowMs` (its `percentile`) plus `marginMs` for the sound's way to the page and its decode;
 *  it moves only when the need differs by more than `stepMs`, so the picture is not shifted at
 *  every piece of sound. */
export const LIP_SYNC = { maxHoldMs: 500, windowMs: 2_000, percentile: 0.9, marginMs: 15, stepMs: 10 } as const;
/** The A/V offset a player keeps (issue 31: ≤ 40 ms), bench/audio's target for its p95. */
export const AV_OFFSET_MAX_MS = 40;

/** Local (WebRTC) transport. */
export const LOCAL_CONNECT_TIMEOUT_MS = 30_000;
/** A local success or failure is remembered per avatar this long. */
export const LOCAL_MEMORY_MS = 15 * 60_000;

/** Statistics and log panel sizes. */
export const PLAYER_LOG_SIZE = 200;
export const PLAYER_REQUEST_LOG_SIZE = 50;
export const PLAYER_CHUNK_STATS_SIZE = 240;

/** Jump back and forward from the controls and the timeline. */
export const JUMP_MS = 30_000;
/** An archive cell with no time starts this far back. */
export const ARCHIVE_DEFAULT_START_BACK_MS = 10 * 60_000;

/** Stream Auto: cells narrower than this (the controls' narrow threshold) play REVIEW. */
export const AUTO_STREAM_FULL_MIN_WIDTH_PX = 500;

/** A PLAY without a new frame for this long (or two frame durations, if longer) is buffering. */
export const BUFFERING_AFTER_MS = 1_500;
/** The media clock re-anchors on a frame further than this (wall time) from where it expects it,
 *  e.g. after a gap in the recording the server skipped. */
export const CLOCK_RESYNC_MS = 1_000;
/** Decoded archive frames kept ahead at most in forward play; reverse play keeps a whole GOP. */
export const MAX_QUEUED_FORWARD_FRAMES = 8;
export const MAX_QUEUED_REVERSE_FRAMES = 300;
/** Reverse play starts its clock once the decoder is empty and no frame came for this long (the
 *  server sends each GOP in one burst). */
export const REVERSE_GOP_SETTLE_MS = 50;
/** How often a live player checks whether it is buffering (live frames are painted on arrival). */
export const LIVE_CHECK_MS = 250;
/** The state's time follows the picture at most this often (the timeline cursor). */
export const TIME_UPDATE_MS = 250;
/** Snapshot quality (JPEG). */
export const SNAPSHOT_JPEG_QUALITY = 0.92;

/** The spec's player messages (English; the cell shows them as they are). */
export const PLAYER_MESSAGES = {
  incorrectConnection: 'incorrect connection type',
  noAvatar: 'Cannot get avatarId',
  localTimeout: 'Failed to open local stream: Connection timed out',
  h265: 'Your browser or hardware does not support the H.265 codec. You can use our standalone application.',
  /** {{mime}} is the stream's MIME type. */
  unsupportedCodec: 'Unsupported MIME type or codec: {{mime}}',
  playTimeout: 'Playback did not start in time',
} as const;

/** localStorage key forcing where players decode and paint (issue 17): 'main' (the page's thread)
 *  or 'worker'; unset, the worker path where the browser has it. For tests and comparisons. */
export const PLAYER_PATH_STORAGE_KEY = 'vantage.playerPath';

/** A tile that cannot keep up decodes keyframes only, saying so in the cell, instead of skipping
 *  whole key intervals again and again: steady keyframes beat random drops (issue 17). A tile of
 *  its own size steps down after `skipsToEnter` skips to the next key chunk (the lag rules) within
 *  `windowMs`; a small tile (isSmallTile: a cell of a 3×3 grid or denser, or a picture shown at a
 *  quarter of the stream's pixels or less) does not need every frame and steps down at its first
 *  skip (issue 37). It steps back up once every keyframe has been decoded before the next for
 *  `stepUpAfterMs`, or at once where the tile is no longer small; a step up that
 *  falls behind again within `windowMs` steps down at its first skip and doubles the wait, up to
 *  `maxStepUpAfterMs`. Skips in the first `graceMs` after a stream's first frame do not count: a
 *  wall of tiles starting at once is a burst, not a machine too slow for it. */
export const KEYFRAMES_ONLY = {
  skipsToEnter: 2,
  windowMs: 30_000,
  graceMs: 10_000,
  stepUpAfterMs: 10_000,
  maxStepUpAfterMs: 160_000,
  /** A tile is small at most this share of the window's area (a 3×3 grid's cell is a ninth). */
  smallTileWindowShare: 1 / 9,
  /** … or where it shows at most this share of the stream's pixels (device pixels). */
  smallTileStreamShare: 1 / 4,
} as const;

/** After a (re)configure the decoder gets the keyframe alone and the frames after it wait for its
 *  picture, at most this long: a decoder handed a whole GOP at once shows its first picture some
 *  7 ms later than one handed the keyframe alone (issue 17, live first frame). The bound covers
 *  streams whose decoder holds pictures back for reordering (B-frames). */
export const FIRST_PICTURE_WAIT_MS = 20;

/** A window keeps one media socket open ahead of need, on the platform's media URL once a player
 *  has been given it: the next camera started skips the socket's handshake (issue 17, live first
 *  frame). It is opened this long after a socket was taken, off the path of the start that took
 *  it. The platform closes a socket that sends no init within MEDIA_INIT_TIMEOUT_MS whatever
 *  heartbeats it sends (issue 27), so the spare is replaced by a fresh one a heartbeat before that
 *  (SPARE_SOCKET_RENEW_MS), and the window stops keeping one SPARE_SOCKET_KEPT_MS after a socket
 *  was last taken. */
export const SPARE_SOCKET_DELAY_MS = 1_000;
export const SPARE_SOCKET_RENEW_MS = MEDIA_INIT_TIMEOUT_MS - HEARTBEAT_MS;
export const SPARE_SOCKET_KEPT_MS = 10 * 60_000;

/** A window keeps one local-transport offer ready ahead of need (issue 31, Local's first picture):
 *  a peer connection with its offer made and its host candidates gathered, for the next play that
 *  may go local. It is made this long after one was taken, off the path of the play that took it,
 *  and closed when none was taken for SPARE_OFFER_KEPT_MS. */
export const SPARE_OFFER_DELAY_MS = 1_000;
export const SPARE_OFFER_KEPT_MS = 10 * 60_000;

/** A local connection whose play ended is kept by its window this long, its pictures paused, for
 *  the next play of a camera of the same avatar (issue 31: a camera dropped on a cell after another
 *  starts without a new offer, ICE or DTLS). At most KEPT_LOCAL_LINKS_MAX are kept per window — a
 *  full view's cells — each a peer the avatar holds (64 at most). */
export const KEPT_LOCAL_LINK_MS = 60_000;
export const KEPT_LOCAL_LINKS_MAX = 16;

/** A media URL asked for ahead of its play (a camera dropped on a cell: the request leaves before
 *  the cell renders) is used if the play comes within this long, well inside the ticket's own
 *  MEDIA_TICKET_TTL_MS; later, the play asks again. */
export const PREFETCHED_MEDIA_URL_KEPT_MS = 10_000;
