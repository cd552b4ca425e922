/** The video area's constants from spec 2 (§3 streams, §4 reconnect rules, §8 stop texts,
 *  §9 limits) and the media WebSocket protocol of design.md §4, shared by server and console. */

/** Stream numbers (spec 2 §3 Streams): 0 is the low-resolution stream, 1 the high-resolution one. */
export const STREAM_NUMBER = { REVIEW: 0, FULL: 1 } as const;
export type StreamNumber = (typeof STREAM_NUMBER)[keyof typeof STREAM_NUMBER];
export const STREAM_NUMBERS: readonly StreamNumber[] = [STREAM_NUMBER.REVIEW, STREAM_NUMBER.FULL];

/** The platform's stream enumeration (spec 2 §3 Streams). */
export const MEDIA_STREAM = { DIGEST: 0, FULL: 1, FULL_AUDIO: 10, REVIEW: 2, REVIEW_AUDIO: 20, EVENTS: 3 } as const;

/** StreamSize → wire stream number. */
export function streamNumberOf(size: 'FULL' | 'REVIEW'): StreamNumber {
  return STREAM_NUMBER[size];
}

/** The media WebSocket's sub-protocol (design.md §4). */
export const MEDIA_WS_PROTOCOL = 'vantage-stream.1';
/** Path of the media WebSocket. */
export const MEDIA_WS_PATH = '/api/media/stream';
/** The media pipeline's REST paths: archive coverage, a camera's picture at a time, timeline
 *  thumbnails. Read by the routes that serve them and by the preflight that lets an <img> fetch them. */
export const MEDIA_PATHS = {
  coverage: '/api/cm/coverage',
  snapshot: '/api/media/snapshot',
  thumbnail: '/api/media/thumbnail',
} as const;
/** Where a finished export's files download: `${EXPORT_FILES_PATH}/{requestId}/{file}`. */
export const EXPORT_FILES_PATH = '/api/media/exports';

/** Stop codes sent as {code, error} on the media WebSocket. Codes from 59000 up to (not
 *  including) 60000 are final: the player does not reconnect (spec 2 §4 Reconnect rules). */
export const STOP_CODE = {
  STOP: 0,
  SOMETHING_WENT_WRONG: 50000,
  STREAM_STOPPED: 50001,
  INTERNAL_ERROR: 50002,
  VIDEO_UNAVAILABLE: 50003,
  AUDIO_UNAVAILABLE: 50004,
  NOT_AUTHORIZED: 50010,
  AVATAR_OFFLINE: 50011,
  BROKEN_ON_AVATAR: 50012,
  BANDWIDTH_SHORTAGE: 50013,
  CRITICAL: 50014,
  INVALID_REQUEST: 59000,
  END_OF_ARCHIVE: 59001,
  END_OF_STREAM: 59002,
  END_OF_CHUNK: 59003,
  UNSUPPORTED_CODEC: 59004,
} as const;
export type StopCode = (typeof STOP_CODE)[keyof typeof STOP_CODE];

/** First and one-past-last code of the final (no reconnect) range. */
export const FINAL_STOP_CODES = { from: 59000, to: 60000 } as const;

/** Texts of the stop codes; the first eight are the spec's own wording (spec 2 §8). */
export const STOP_TEXT: Record<StopCode, string> = {
  [STOP_CODE.STOP]: 'Stop',
  [STOP_CODE.SOMETHING_WENT_WRONG]: 'Something went wrong',
  [STOP_CODE.VIDEO_UNAVAILABLE]: 'Video unavailable',
  [STOP_CODE.AUDIO_UNAVAILABLE]: 'Audio unavailable',
  [STOP_CODE.INVALID_REQUEST]: 'Invalid request',
  [STOP_CODE.INTERNAL_ERROR]: 'Internal error',
  [STOP_CODE.END_OF_ARCHIVE]: 'End of archive',
  [STOP_CODE.END_OF_STREAM]: 'End of stream',
  [STOP_CODE.STREAM_STOPPED]: 'Stream stopped unexpectedly',
  [STOP_CODE.NOT_AUTHORIZED]: 'Not authorized',
  [STOP_CODE.AVATAR_OFFLINE]: 'Avatar offline',
  [STOP_CODE.BROKEN_ON_AVATAR]: 'Broken on avatar side',
  [STOP_CODE.BANDWIDTH_SHORTAGE]: 'Bandwidth shortages',
  [STOP_CODE.CRITICAL]: 'Critical',
  [STOP_CODE.END_OF_CHUNK]: 'End of chunk',
  [STOP_CODE.UNSUPPORTED_CODEC]: 'Unsupported codec',
};

/** Stream events (spec 2 §4 End events). */
export const STREAM_EVENT = { END_OF_ARCHIVE: 'EOA', END_OF_STREAM: 'EOS', END_OF_CHUNK: 'EOC' } as const;
export type StreamEvent = (typeof STREAM_EVENT)[keyof typeof STREAM_EVENT];

/** Player speeds (spec 2 §9). */
export const SPEED_OPTIONS = [-30, -10, -5, -2, -1, 0.125, 0.25, 0.5, 1, 2, 5, 10, 30] as const;
export const LIMITED_SPEED_OPTIONS = [-5, -2, -1, 0.125, 0.25, 0.5, 1, 2, 5] as const;
export const DEFAULT_SPEED = 1;
/** Largest speed magnitude the server accepts. */
export const MAX_SPEED = 30;
/** Above this magnitude the server sends keyframes only (the decoder could not keep up otherwise). */
export const KEYFRAMES_ONLY_ABOVE_SPEED = 5;

/** Heartbeat period of the client; the server closes a socket silent for three periods. */
export const HEARTBEAT_MS = 5_000;
export const HEARTBEAT_TIMEOUT_MS = 3 * HEARTBEAT_MS;

/** Media tickets: single use, short-lived. */
export const MEDIA_TICKET_TTL_MS = 30_000;
/** A media socket is opened with its ticket, or just before asking for one: the platform closes a
 *  socket that has sent no init by the time a ticket issued at its opening would have expired,
 *  heartbeats or not (issue 27 #10: sockets kept open by heartbeats alone were held for ever). */
export const MEDIA_INIT_TIMEOUT_MS = MEDIA_TICKET_TTL_MS;

/** Coverage (spec 2 §9): chunks of 30 s; gaps under 2 s are ignored (merge threshold 2000 ms). */
export const COVERAGE_CHUNK_MS = 30_000;
export const GAP_MERGE_THRESHOLD_MS = 2_000;
/** Coverage requests are bounded so that none can hold the platform (the spec names no figure):
 *  the console's timeline asks at most its 24 h zoom widened by 20 % a side, over a view's cameras. */
export const COVERAGE_LIMITS = {
  /** Longest time range of one request. */
  maxRangeMs: 31 * 24 * 60 * 60 * 1000,
  /** Most cameras in one request. */
  maxIds: 256,
  /** Most chunks one request may produce (cameras × streams × chunks in the range). */
  maxChunks: 1_000_000,
  /** Granularity of the REST route, in seconds. */
  minGranularitySeconds: 1,
  maxGranularitySeconds: 24 * 60 * 60,
} as const;
/** Far-future sentinel used for open-ended ranges. */
export const FAR_FUTURE_MS = Date.UTC(2500, 0, 1);
/** AOD chunks are aligned to 30 s. */
export const AOD_CHUNK_MS = 30_000;

/** Archive kept when a camera carries no STORAGE_BUCKETS attribute. */
export const DEFAULT_STORAGE_TTL_HOURS = 24;

/** Event snapshot canvas (spec 2 §9): 176x144 JPEG; used for timeline thumbnails too. */
export const THUMBNAIL_SIZE = { width: 176, height: 144 } as const;

/** Streaming overage severities (spec 2 §6). */
export const STREAMING_OVERAGE = ['warning', 'alert', 'block'] as const;
export type StreamingOverageType = (typeof STREAMING_OVERAGE)[number];
