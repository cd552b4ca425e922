/** The live relay between nodes (issue 33): the node recording a camera sends one stream's live
 *  edge over a WebSocket to a node whose consoles watch it — a JSON message with the run's init
 *  segment (its ftyp + moov, base64) at the start and at each new run, then every picture and
 *  sound frame as the media socket's binary frame (shared/video/mediaFrame) — with the camera's
 *  metadata channel's messages (issue 31 overlay) when asked for — and `{ended}` when the camera
 *  stops. The relaying node feeds them into a LiveStream of its own, which its media sockets watch
 *  as they would a camera recorded there. */
import { decodeMediaFrame, encodeMediaFrame } from '../../shared/video/mediaFrame';
import { parseInitSegment } from '../media';
import type { Frame, LiveStream, MetadataMark, StreamInit } from '../media';

/** Bytes queued toward the relaying node beyond which pictures drop to the next keyframe. */
const MAX_RELAY_BUFFERED_BYTES = 2 * 1024 * 1024;

interface RelayInitMessage {
  init: string;
  originMs: number;
  runId: string;
}

/** The sending side of a socket. */
export interface RelaySocket {
  send(data: string | Uint8Array): void;
  readonly bufferedAmount: number;
  close(code?: number, reason?: string): void;
}

/** Sends `live` down `socket` until either ends, with the messages `marks` watches when given;
 *  returns the function that stops. */
export function sendRelay(
  socket: RelaySocket,
  live: LiveStream,
  marks?: (listener: (mark: MetadataMark) => void) => () => void,
): () => void {
  let waitForKey = false;
  const sendInit = (init: StreamInit) => {
    const message: RelayInitMessage = {
      init: init.init.bytes.toString('base64'),
      originMs: init.originMs,
      runId: init.runId,
    };
    socket.send(JSON.stringify(message));
  };
  const send = (frame: Frame, audio = false) => {
    if (!audio && frame.key) waitForKey = false;
    if (waitForKey) return;
    if (socket.bufferedAmount > MAX_RELAY_BUFFERED_BYTES) {
      if (!audio) waitForKey = true;
      return;
    }
    socket.send(encodeMediaFrame({ ...frame, sequence: 0, ...(audio && { audio }) }));
  };
  if (live.init) sendInit(live.init);
  for (const frame of live.gopSoFar) send(frame);
  for (const frame of live.audioSoFar) send(frame, true);
  const stopMarks = marks?.((mark) => {
    if (socket.bufferedAmount > MAX_RELAY_BUFFERED_BYTES) return;
    const { pts, duration, data } = mark;
    socket.send(encodeMediaFrame({ pts, duration, key: false, sequence: 0, metadata: true, data }));
  });
  const stopFrames = live.watch({
    init: (init) => {
      sendInit(init);
      waitForKey = true;
    },
    frame: (frame) => send(frame),
    audio: (frame) => send(frame, true),
    ended: () => {
      socket.send(JSON.stringify({ ended: true }));
      socket.close(1000, 'stream ended');
    },
  });
  return () => {
    stopFrames();
    stopMarks?.();
  };
}

/** Feeds one message of the relay into the relaying node's LiveStream, and a metadata message to
 *  `mark`; false for a message that is not the protocol's (the relay is then closed). */
export function receiveRelay(
  live: LiveStream,
  data: Buffer,
  isBinary: boolean,
  mark?: (mark: MetadataMark) => void,
): boolean {
  if (isBinary) {
    const frame = decodeMediaFrame(data);
    if (frame.metadata) {
      mark?.({ pts: frame.pts, duration: frame.duration, data: frame.data });
      return true;
    }
    if (!live.init) return true;
    const decoded: Frame = {
      pts: frame.pts,
      duration: frame.duration,
      key: frame.key,
      data: Buffer.from(frame.data.buffer, frame.data.byteOffset, frame.data.byteLength),
    };
    if (frame.audio) live.pushAudio([decoded]);
    else live.push(decoded);
    return true;
  }
  const message = JSON.parse(data.toString()) as Partial<RelayInitMessage> & { ended?: boolean };
  if (message.ended) {
    live.end();
    return true;
  }
  if (typeof message.init !== 'string' || typeof message.originMs !== 'number' || typeof message.runId !== 'string') {
    return false;
  }
  live.setInit({
    init: parseInitSegment(Buffer.from(message.init, 'base64')),
    originMs: message.originMs,
    runId: message.runId,
  });
  return true;
}
