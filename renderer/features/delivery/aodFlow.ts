/** The archive-on-demand flow after a stop (spec 2 §4 Archive-on-demand) as a reducer: a stop in
 *  cloud archive with video unavailable or end of archive, with auto AOD on, requests the archive
 *  from the avatar; COMPLETED resumes play, CANCELED or FAILED ends it, other statuses wait. */
import { AOD_CHUNK_MS, STOP_CODE } from '../../../shared/video/constants';
import {
  AOD_PREFETCH_MS,
  FINAL_REQUEST_STATUSES,
  type VideoRequestStatus,
} from '../../../shared/video/deliveryConstants';

export type AodFlowState =
  { phase: 'idle' } | { phase: 'submitting'; time: number } | { phase: 'waiting'; time: number; requestId: string };

export type AodFlowEvent =
  | {
      type: 'playerStopped';
      code: number | null;
      mode: 'live' | 'archive';
      /** The archive was read from the cloud (not over the local connection). */
      cloud: boolean;
      /** Media time at the stop, null when unknown. */
      time: number | null;
      autoAod: boolean;
    }
  | { type: 'submitted'; requestId: string }
  | { type: 'submitFailed' }
  | { type: 'requestStatus'; requestId: string; status: VideoRequestStatus }
  /** A poll no longer finds the request. */
  | { type: 'requestMissing'; requestId: string }
  /** The player plays again by other means (the user, a reconnect that found video). */
  | { type: 'playerPlaying' }
  | { type: 'reset' };

export type AodFlowEffect =
  | { type: 'submit'; start: number; end: number }
  /** 'Request archive from avatar to cloud'. */
  | { type: 'notice' }
  /** 'Cannot process AOD request'. */
  | { type: 'error' }
  | { type: 'resume'; time: number };

export interface AodFlowStep {
  state: AodFlowState;
  effects: AodFlowEffect[];
}

export const AOD_IDLE: AodFlowState = { phase: 'idle' };

/** The stop codes after which archive is requested from the avatar. */
const AOD_STOP_CODES: readonly number[] = [STOP_CODE.VIDEO_UNAVAILABLE, STOP_CODE.END_OF_ARCHIVE];

/** The AOD range around a time: from its 30 s chunk, the prefetch length long. */
export function aodRangeAt(time: number): { start: number; end: number } {
  const start = Math.floor(time / AOD_CHUNK_MS) * AOD_CHUNK_MS;
  return { start, end: start + AOD_PREFETCH_MS };
}

export function aodFlow(state: AodFlowState, event: AodFlowEvent): AodFlowStep {
  const stay = { state, effects: [] };
  switch (event.type) {
    case 'playerStopped': {
      if (state.phase !== 'idle') return stay;
      const wanted =
        event.autoAod && event.mode === 'archive' && event.cloud && AOD_STOP_CODES.includes(event.code ?? -1);
      if (!wanted) return stay;
      if (event.time == null) return { state: AOD_IDLE, effects: [{ type: 'error' }] };
      const range = aodRangeAt(event.time);
      return {
        state: { phase: 'submitting', time: event.time },
        effects: [{ type: 'submit', ...range }, { type: 'notice' }],
      };
    }
    case 'submitted':
      return state.phase === 'submitting'
        ? { state: { phase: 'waiting', time: state.time, requestId: event.requestId }, effects: [] }
        : stay;
    case 'submitFailed':
      return state.phase === 'submitting' ? { state: AOD_IDLE, effects: [{ type: 'error' }] } : stay;
    case 'requestStatus': {
      if (state.phase !== 'waiting' || state.requestId !== event.requestId) return stay;
      if (event.status === 'COMPLETED') return { state: AOD_IDLE, effects: [{ type: 'resume', time: state.time }] };
      if (FINAL_REQUEST_STATUSES.includes(event.status)) return { state: AOD_IDLE, effects: [] };
      return stay;
    }
    case 'requestMissing':
      return state.phase === 'waiting' && state.requestId === event.requestId
        ? { state: AOD_IDLE, effects: [{ type: 'error' }] }
        : stay;
    case 'playerPlaying':
    case 'reset':
      return { state: AOD_IDLE, effects: [] };
  }
}
