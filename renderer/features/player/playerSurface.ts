/** Where a player's sessions run and its picture is painted (design.md §3): on the page's own
 *  thread (LocalSurface), or in a player worker that holds the decoder, the canvas and the media
 *  socket (worker/RemoteSurface). The controller — state machine, timers, controls — is the same
 *  for both and talks to a session through SessionHandle. */
import type { SessionEnd } from './afterSessionEnd';
import type { AnalyticsMarkup, MetadataBox } from '../../../shared/video/mediaMetadata';
import type { DecodedFrame, MediaUrlResult } from './playerDeps';
import type { PlayerMode, PlayerStats } from './playerTypes';
import type { LagEnd, SessionHost, SessionRequest } from './SessionHost';

/** What the controller does with a session, wherever it runs. */
export interface SessionHandle {
  readonly request: SessionRequest;
  /** The socket is open and the stream's header came: seeks go over it. */
  readonly transportReady: boolean;
  /** Media time of the picture on screen. */
  readonly shownPts: number | null;
  start(): void;
  reposition(mode: PlayerMode, time: number, speed: number): void;
  resumeLive(): void;
  /** Stops painting; `held` gets the frame that stays on screen (null before the first), at once
   *  or, from a worker, when it answers; not at all when another play came first. */
  pause(held: (shownPts: number | null) => void): void;
  dispose(): void;
}

/** The controller's side of a session. */
export interface ControllerHost extends Pick<
  SessionHost,
  'timers' | 'now' | 'epochNow' | 'stats' | 'dispatch' | 'plan' | 'mediaUrl' | 'knownMediaUrl' | 'isPlaying' | 'audio'
> {
  /** A media URL a player worker asked for itself (see MediaAccess.answered). */
  mediaUrlAnswered(deviceId: string, answer: MediaUrlResult): void;
  requested(): void;
  ended(session: SessionHandle, end: SessionEnd | LagEnd): void;
  /** A frame is on screen; `at` on the now() clock. `everyFrame`: called for each painted frame
   *  (the controller throttles its time updates); otherwise already throttled by the sender. */
  shown(pts: number, at: number, everyFrame: boolean): void;
}

export interface PlayerSurface {
  /** Which path this player takes: for the statistics panel and the tests. */
  readonly kind: 'main' | 'worker';
  attach(canvas: HTMLCanvasElement | null): void;
  cellWidth(): number | null;
  clear(): void;
  snapshot(): Promise<Blob | null>;
  open(host: ControllerHost, request: SessionRequest): SessionHandle;
  /** Paints a picture decoded outside the surface's sessions (the local WebRTC transport's
   *  VideoFrame) with the metadata's boxes standing on it, and gives up the frame. */
  paintFrame(frame: DecodedFrame, marks?: readonly MetadataBox[]): void;
  /** Whether the player is in PLAY (sessions check it for buffering and end events). */
  setPlaying(playing: boolean): void;
  /** Hidden tiles stop decoding and resume at the next keyframe (issue 17). */
  setVisible(visible: boolean): void;
  /** Small tiles step down to keyframes only at their first fall behind (issue 37). */
  setSmallTile(small: boolean): void;
  /** Which stream metadata boxes are drawn over the picture (issue 31 Analytics Markup). */
  setMarkup(markup: AnalyticsMarkup): void;
  /** Where the sessions ask for their first media URL themselves (a player worker), the surface
   *  prefetches it for a play about to come; elsewhere the controller's media access does. */
  prefetchMediaUrl?(deviceId: string): void;
  /** The controller's own figures, completed by those kept where the session runs. */
  stats(own: PlayerStats): PlayerStats;
  dispose(): void;
}
