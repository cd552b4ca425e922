import { STOP_CODE } from '../../../shared/video/constants';
import { AOD_IDLE, aodFlow, type AodFlowEvent, type AodFlowState } from './aodFlow';

const T = Date.UTC(2026, 0, 1, 10, 0, 47);
const CHUNK = Date.UTC(2026, 0, 1, 10, 0, 30);
const stop = (patch: Partial<Extract<AodFlowEvent, { type: 'playerStopped' }>> = {}): AodFlowEvent => ({
  type: 'playerStopped',
  code: STOP_CODE.VIDEO_UNAVAILABLE,
  mode: 'archive',
  cloud: true,
  time: T,
  autoAod: true,
  ...patch,
});
const submitting: AodFlowState = { phase: 'submitting', time: T };
const waiting: AodFlowState = { phase: 'waiting', time: T, requestId: 'r1' };

describe('archive-on-demand flow (spec 2 §4)', () => {
  it.each<[string, AodFlowState, AodFlowEvent, AodFlowState, unknown[]]>([
    [
      'video unavailable in cloud archive requests 60 s from the 30 s chunk',
      AOD_IDLE,
      stop(),
      submitting,
      [{ type: 'submit', start: CHUNK, end: CHUNK + 60_000 }, { type: 'notice' }],
    ],
    [
      'end of archive does too',
      AOD_IDLE,
      stop({ code: STOP_CODE.END_OF_ARCHIVE }),
      submitting,
      [{ type: 'submit', start: CHUNK, end: CHUNK + 60_000 }, { type: 'notice' }],
    ],
    ['auto AOD off: nothing', AOD_IDLE, stop({ autoAod: false }), AOD_IDLE, []],
    ['live: nothing', AOD_IDLE, stop({ mode: 'live' }), AOD_IDLE, []],
    ['local archive: nothing', AOD_IDLE, stop({ cloud: false }), AOD_IDLE, []],
    ['another stop code: nothing', AOD_IDLE, stop({ code: STOP_CODE.INTERNAL_ERROR }), AOD_IDLE, []],
    ['a user stop: nothing', AOD_IDLE, stop({ code: STOP_CODE.STOP }), AOD_IDLE, []],
    ['no time to request: cannot process', AOD_IDLE, stop({ time: null }), AOD_IDLE, [{ type: 'error' }]],
    ['a second stop while busy is ignored', waiting, stop(), waiting, []],
    ['submitted: waits for the request', submitting, { type: 'submitted', requestId: 'r1' }, waiting, []],
    ['submit refused: cannot process', submitting, { type: 'submitFailed' }, AOD_IDLE, [{ type: 'error' }]],
    [
      'COMPLETED resumes play at the stop time',
      waiting,
      { type: 'requestStatus', requestId: 'r1', status: 'COMPLETED' },
      AOD_IDLE,
      [{ type: 'resume', time: T }],
    ],
    ['CANCELED ends it', waiting, { type: 'requestStatus', requestId: 'r1', status: 'CANCELED' }, AOD_IDLE, []],
    ['FAILED ends it', waiting, { type: 'requestStatus', requestId: 'r1', status: 'FAILED' }, AOD_IDLE, []],
    ['QUEUED keeps waiting', waiting, { type: 'requestStatus', requestId: 'r1', status: 'QUEUED' }, waiting, []],
    ['EXPORTING keeps waiting', waiting, { type: 'requestStatus', requestId: 'r1', status: 'EXPORTING' }, waiting, []],
    [
      'another request is ignored',
      waiting,
      { type: 'requestStatus', requestId: 'r2', status: 'COMPLETED' },
      waiting,
      [],
    ],
    [
      'the request vanished: cannot process',
      waiting,
      { type: 'requestMissing', requestId: 'r1' },
      AOD_IDLE,
      [{ type: 'error' }],
    ],
    ['playing again ends the wait', waiting, { type: 'playerPlaying' }, AOD_IDLE, []],
  ])('%s', (_name, state, event, next, effects) => {
    expect(aodFlow(state, event)).toEqual({ state: next, effects });
  });
});
