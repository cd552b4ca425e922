/** What follows the end of a connection (spec 2 §4 Reconnect rules on stop, End events,
 *  Connection closed): the stop shown or the notice, and when to play again (over the file
 *  transport for restartFile), as a pure function. */
import {
  STOP_CODE,
  STOP_TEXT,
  STREAM_EVENT,
  STREAM_NUMBER,
  type StopCode,
  type StreamEvent,
  type StreamNumber,
} from '../../../shared/video/constants';
import {
  ABNORMAL_CLOSE_CODE,
  CONNECTION_CLOSED_WAIT_MS,
  RECONNECT_LONG_MS,
} from '../../../shared/video/playerConstants';
import { reconnectRule } from '../../../shared/video/playerRules';
import type { PlayerError, PlayerMode, StreamChoice } from './playerTypes';

export type SessionEnd =
  /** The server's {code, error}. */
  | { kind: 'stop'; code: number; text: string }
  /** `lastKeyPts`: media time of the last keyframe received, for the file rule (FileEndRule). */
  | { kind: 'event'; event: StreamEvent; lastKeyPts?: number | null }
  /** The socket closed without a stop code. */
  | { kind: 'closed'; code: number }
  /** A media call failed (network, refusal): a stop that is retried. */
  | { kind: 'requestFailed'; text: string }
  /** Nothing to retry: transport refused, codec unsupported, decoder broken. */
  | { kind: 'final'; code: number; text: string }
  /** The local transport did not connect (remembered for the avatar). */
  | { kind: 'localFailed'; avatarId: string; text: string };

export interface EndContext {
  mode: PlayerMode;
  isLocal: boolean;
  /** The stream menu's choice and the stream number that was playing. */
  stream: StreamChoice;
  streamNumber: StreamNumber;
  /** The archive came over the file transport (spec 2 §4 restartFile). */
  file?: boolean;
}

export interface AfterEnd {
  /** Shown as '[code] text'; undefined while the 'Connection closed, reconnecting' notice shows. */
  stop?: PlayerError;
  /** Play again after this many ms, from the current time; undefined: stay stopped. */
  restartMs?: number;
  /** Stream Auto found no REVIEW stream: play FULL for this camera from now on. */
  reviewMissing?: true;
  /** Archive the cloud cannot play: play it again over the file transport, from the avatar. */
  restartFile?: true;
  /** Remember the local failure for the avatar. */
  localFailure?: { avatarId: string; text: string };
}

const EVENT_CODES: Record<StreamEvent, StopCode> = {
  [STREAM_EVENT.END_OF_ARCHIVE]: STOP_CODE.END_OF_ARCHIVE,
  [STREAM_EVENT.END_OF_STREAM]: STOP_CODE.END_OF_STREAM,
  [STREAM_EVENT.END_OF_CHUNK]: STOP_CODE.END_OF_CHUNK,
};

export function afterSessionEnd(end: SessionEnd, context: EndContext): AfterEnd {
  switch (end.kind) {
    case 'stop': {
      if (
        end.code === STOP_CODE.VIDEO_UNAVAILABLE &&
        context.stream === 'AUTO' &&
        context.streamNumber === STREAM_NUMBER.REVIEW
      ) {
        return { reviewMissing: true, restartMs: 0 };
      }
      const rule = reconnectRule(end.code, context);
      const stop = { code: end.code, text: end.text };
      // 'restartFile': the avatar's archive over the file transport; when that fails too, the stop
      // stays (archive-on-demand can still request it).
      if (rule.action === 'restartFile') return context.file ? { stop } : { restartFile: true, restartMs: 0 };
      return rule.action === 'reconnect' ? { stop, restartMs: rule.delayMs } : { stop };
    }
    case 'event': {
      const code = EVENT_CODES[end.event];
      return { stop: { code, text: STOP_TEXT[code] } };
    }
    case 'closed': {
      // Lost without a close frame (1006) is in the reconnect table; any other close waits 1 s.
      const rule = end.code === ABNORMAL_CLOSE_CODE ? reconnectRule(end.code, context) : undefined;
      return { restartMs: rule?.action === 'reconnect' ? rule.delayMs : CONNECTION_CLOSED_WAIT_MS };
    }
    case 'requestFailed':
      return { stop: { code: STOP_CODE.SOMETHING_WENT_WRONG, text: end.text }, restartMs: RECONNECT_LONG_MS };
    case 'localFailed':
      return {
        stop: { code: STOP_CODE.SOMETHING_WENT_WRONG, text: end.text },
        localFailure: { avatarId: end.avatarId, text: end.text },
      };
    case 'final':
      return { stop: { code: end.code, text: end.text } };
  }
}
