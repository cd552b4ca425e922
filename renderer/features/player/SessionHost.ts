/** What a PlayerSession is asked for (SessionRequest) and what it needs and reports to (SessionHost):
 *  the controller's side of one connection, on the page's thread or in a player worker. */
import type { StreamNumber } from '../../../shared/video/constants';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import type { SessionEnd } from './afterSessionEnd';
import type { SessionAudio } from './audio/SessionAudio';
import type { PlayerAction } from './playerReducer';
import type { DecodedFrame, DecoderCallbacks, PlayerDecoder, PlayerSocket, PlayerTimers } from './playerDeps';
import type { PlayerStatsLog } from './PlayerStatsLog';
import type { PlayerMode } from './playerTypes';
import type { TransportPlan } from './planTransport';

export interface SessionRequest {
  deviceId: string;
  mode: PlayerMode;
  /** Archive start; ignored live. */
  time: number | null;
  speed: number;
  stream: StreamNumber;
  /** A reconnect asks for a new ticket only; a fresh play asks for the media URL (and overages). */
  reconnect: boolean;
  /** Live frames wait this long before they are shown (the realm's jitter buffer, ms). */
  jitterMs?: number;
  /** The clocks' offset the connection before saw (a re-init for lag): live lag is judged against
   *  it from the first frame, not learnt again from frames that may come late (issue 31). */
  clockSkewMs?: number;
  /** Archive over the file transport: what only the camera's avatar holds (spec 2 §4 restartFile). */
  file?: boolean;
}

/** Spec 2 §4 Lag: live more than 15 s behind; the re-init is told the clocks' offset seen. */
export interface LagEnd {
  kind: 'lag';
  clockSkewMs?: number;
}

export interface SessionHost {
  timers: PlayerTimers;
  now(): number;
  epochNow(): number;
  stats: PlayerStatsLog;
  dispatch(action: PlayerAction): void;
  plan(request: SessionRequest): Promise<TransportPlan>;
  mediaUrl(deviceId: string, reconnect: boolean): Promise<{ url: string; ticket: string }>;
  /** The platform's media URL from an earlier answer, if any: the same for every camera, so the
   *  socket can open while the ticket is asked for (issue 17, live first frame). */
  knownMediaUrl(): string | null;
  createSocket(url: string, protocol: string): PlayerSocket;
  createDecoder(callbacks: DecoderCallbacks): PlayerDecoder;
  /** `marks`: the stream metadata's boxes standing on this picture (issue 31 overlay). */
  paint(frame: DecodedFrame, marks: readonly MetadataBox[]): void;
  /** The player's sound output (issue 31); sound is not played without it. */
  audio?: SessionAudio;
  isPlaying(): boolean;
  /** The stream was asked for: the play timeout runs from here. */
  requested(): void;
  ended(end: SessionEnd | LagEnd): void;
}
