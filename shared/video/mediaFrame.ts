/** The binary frame of the media WebSocket (design.md §4): a fixed 24-byte little-endian
 *  header, then one H.264 access unit in AVCC form (length-prefixed NAL units), one raw AAC
 *  frame of the camera's sound (issue 31; spec 2 §3 full audio), or the metadata found in the
 *  picture at that time (mediaMetadata.ts; spec 2 §3 stream message metadata list). */

/** Header layout: pts (float64 ms since the epoch), duration (uint32 ms), flags (uint8, bit 0 =
 *  keyframe, bit 1 = sound, bit 2 = metadata, bit 3 = sent late given), 3 reserved bytes, sequence
 *  (uint32, per socket, wraps), sent late (uint32 ms, with bit 3: how long after pts the platform
 *  sent the frame, by its own clock, where pts is the time the frame was made; issue 37). */
export const MEDIA_FRAME_HEADER_BYTES = 24;
export const MEDIA_FRAME_FLAG_KEY = 1;
export const MEDIA_FRAME_FLAG_AUDIO = 2;
export const MEDIA_FRAME_FLAG_METADATA = 4;
export const MEDIA_FRAME_FLAG_SENT_LATE = 8;

export interface MediaFrame {
  pts: number;
  duration: number;
  key: boolean;
  sequence: number;
  data: Uint8Array;
  /** A frame of the sound track (MediaHeader.audio), not a picture. */
  audio?: boolean;
  /** The metadata channel's message for pts (encodeMetadataPayload), not a picture. */
  metadata?: boolean;
  /** How long after pts the platform sent it (ms, its own clock), where the platform knows pts
   *  for the time the frame was made: a console tells the camera's lateness from its clock's
   *  offset by it (issue 37). */
  sentLateMs?: number;
}

export function encodeMediaFrame(frame: MediaFrame): Uint8Array {
  const out = new Uint8Array(MEDIA_FRAME_HEADER_BYTES + frame.data.byteLength);
  writeMediaFrameHeader(out, frame);
  out.set(frame.data, MEDIA_FRAME_HEADER_BYTES);
  return out;
}

/** The header alone, for a sender that sends the access unit after it without copying it (the
 *  server sends one camera's frame to every viewer). */
export function encodeMediaFrameHeader(frame: Omit<MediaFrame, 'data'>): Uint8Array {
  const out = new Uint8Array(MEDIA_FRAME_HEADER_BYTES);
  writeMediaFrameHeader(out, frame);
  return out;
}

function writeMediaFrameHeader(out: Uint8Array, frame: Omit<MediaFrame, 'data'>): void {
  const view = new DataView(out.buffer, out.byteOffset, MEDIA_FRAME_HEADER_BYTES);
  view.setFloat64(0, frame.pts, true);
  view.setUint32(8, Math.max(0, Math.round(frame.duration)) >>> 0, true);
  view.setUint8(
    12,
    (frame.key ? MEDIA_FRAME_FLAG_KEY : 0) |
      (frame.audio ? MEDIA_FRAME_FLAG_AUDIO : 0) |
      (frame.metadata ? MEDIA_FRAME_FLAG_METADATA : 0) |
      (frame.sentLateMs !== undefined ? MEDIA_FRAME_FLAG_SENT_LATE : 0),
  );
  view.setUint32(16, frame.sequence >>> 0, true);
  if (frame.sentLateMs !== undefined) view.setUint32(20, Math.max(0, Math.round(frame.sentLateMs)) >>> 0, true);
}

export function decodeMediaFrame(bytes: Uint8Array): MediaFrame {
  if (bytes.byteLength < MEDIA_FRAME_HEADER_BYTES) throw new Error('Media frame shorter than its header');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flags = view.getUint8(12);
  return {
    pts: view.getFloat64(0, true),
    duration: view.getUint32(8, true),
    key: (flags & MEDIA_FRAME_FLAG_KEY) !== 0,
    sequence: view.getUint32(16, true),
    data: bytes.subarray(MEDIA_FRAME_HEADER_BYTES),
    ...((flags & MEDIA_FRAME_FLAG_AUDIO) !== 0 && { audio: true }),
    ...((flags & MEDIA_FRAME_FLAG_METADATA) !== 0 && { metadata: true }),
    ...((flags & MEDIA_FRAME_FLAG_SENT_LATE) !== 0 && { sentLateMs: view.getUint32(20, true) }),
  };
}

/** The JSON header sent once per init. `description` is the avcC record, base64. */
export interface MediaHeader {
  mime: string;
  size: { width: number; height: number };
  codec: string;
  description: string;
  /** The camera's sound, when the stream carries it (issue 31). */
  audio?: MediaAudioHeader;
}

/** What WebCodecs' AudioDecoder is configured with: `description` is the AudioSpecificConfig, base64. */
export interface MediaAudioHeader {
  codec: string;
  sampleRate: number;
  numberOfChannels: number;
  description: string;
}

/** Server → client after a seek, before any frame of the new position: the frames before it
 *  belong to the old position (they were on their way when the seek arrived). */
export interface MediaSeeked {
  seeked: number;
}

/** Client → server commands. */
export type MediaCommand =
  | {
      cmd: 'init';
      objid: string;
      streamid: number;
      ticket: string;
      startTime?: number;
      endTime?: number;
      /** Also send the stream's metadata channel (mediaMetadata.ts; issue 31). */
      metadata?: boolean;
    }
  | { cmd: 'play'; speed?: number }
  | { cmd: 'pause' }
  | { cmd: 'seek'; time: number }
  | Record<string, never>;
