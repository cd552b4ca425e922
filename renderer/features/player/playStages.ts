/** Where the first picture of a play spends its time (issue 37): each stage's time since the play
 *  was asked for, so a slow seek or first frame names its slow hop — the page's request, the player
 *  worker receiving it, the command sent on the media socket, the first bytes back, the first
 *  keyframe, the decoder configured, its first picture out, and that picture painted. A play over
 *  Local (issue 31) tells its WebRTC link's stages instead of the socket's: the offer sent, the
 *  avatar's answer, ICE and DTLS connected, the first RTP packet and the first picture decoded — or,
 *  on a connection kept from an earlier play, the camera asked for and the avatar's switch;
 *  an Auto play racing both legs tells both. */
export const PLAY_STAGES = [
  'requested',
  'received',
  'offerSent',
  'answered',
  'iceConnected',
  'dtlsConnected',
  'firstRtp',
  'switchSent',
  'switched',
  'firstFrameDecoded',
  'sent',
  'firstBytes',
  'keyframe',
  'configured',
  'firstDecoded',
  'painted',
] as const;

export type PlayStage = (typeof PLAY_STAGES)[number];

/** Each stage's time (the recorder's clock, ms), the first time it was reached in this play. */
export type PlayStageMarks = Partial<Record<PlayStage, number>>;

/** The stages as ms since the request, in stage order, e.g. 'received:0.4 sent:1.2 painted:31.0';
 *  empty without a request. */
export function describeStages(marks: PlayStageMarks): string {
  const from = marks.requested;
  if (from === undefined) return '';
  return PLAY_STAGES.flatMap((stage) => {
    const at = marks[stage];
    return stage === 'requested' || at === undefined ? [] : [`${stage}:${(at - from).toFixed(1)}`];
  }).join(' ');
}

/** Marks moved to another clock: a worker's stages told on the page (`by` = the worker's
 *  timeOrigin − the page's). */
export function shiftStages(marks: PlayStageMarks, by: number): PlayStageMarks {
  const shifted: PlayStageMarks = {};
  for (const stage of PLAY_STAGES) {
    const at = marks[stage];
    if (at !== undefined) shifted[stage] = at + by;
  }
  return shifted;
}
