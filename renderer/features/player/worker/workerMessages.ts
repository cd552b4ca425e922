/** The messages between a player (page) and the player worker that decodes and paints for it
 *  (issue 17, design.md §3). The page keeps the state machine and the controls; the worker holds
 *  the media socket, the WebCodecs decoder and the OffscreenCanvas, and sends back only state
 *  changes, the time on screen (throttled) and statistics. `id` names a player, `sid` one of its
 *  sessions (a late message of an old session is ignored). */
import type { AnalyticsMarkup, MetadataBox } from '../../../../shared/video/mediaMetadata';
import type { SessionEnd } from '../afterSessionEnd';
import type { AudioMessage } from '../audio/audioMessages';
import type { MediaUrlResult } from '../playerDeps';
import type { PlayerAction } from '../playerReducer';
import type { PlayerMode, PlayerStats } from '../playerTypes';
import type { LagEnd, SessionRequest } from '../SessionHost';
import type { TransportPlan } from '../planTransport';
import type { PlayStageMarks } from '../playStages';
import type { WorkerAbilities } from './workerAbilities';

/** A failed call: its message, and whether it is a blocked stream (not retried). */
export interface CallError {
  error: string;
  blocked: boolean;
}

/** A call's answer as it crosses between page and worker. */
export type CallAnswer<T> = { ok: true; value: T } | ({ ok: false } & CallError);

/** The session's first answers, given with its open: the plan (the page's, where the console's
 *  GraphQL client is) and where the first media URL comes from. The worker starts with them
 *  instead of asking back. */
export interface SessionPrefetch {
  plan: CallAnswer<TransportPlan>;
  /** Cloud plans: the worker asks for the first media URL and ticket itself, at this GraphQL
   *  endpoint (worker/requestMediaUrl)… */
  graphqlUrl?: string;
  /** … or, for a reconnect, the page does and its answer follows in a 'mediaUrl' message. */
  mediaUrlFollows?: boolean;
  /** Meanwhile the socket opens on the URL of an earlier answer. */
  knownUrl?: string | null;
}

/** Page → worker. */
export type ToWorker =
  | { t: 'create'; id: number }
  | { t: 'canvas'; id: number; canvas: OffscreenCanvas }
  | { t: 'open'; id: number; sid: number; request: SessionRequest; prefetch?: SessionPrefetch }
  /** A camera is about to be played (dropped on the cell): the worker asks for its media URL now. */
  | { t: 'prepare'; id: number; deviceId: string; graphqlUrl: string }
  /** The answer SessionPrefetch.mediaUrlFollows announced. */
  | { t: 'mediaUrl'; id: number; sid: number; answer: CallAnswer<{ url: string; ticket: string }> }
  /** `gen` counts the plays on one session: a time update of an earlier play is not this one's. */
  | { t: 'reposition'; id: number; sid: number; gen: number; mode: PlayerMode; time: number; speed: number }
  | { t: 'resumeLive'; id: number; sid: number; gen: number }
  | { t: 'pause'; id: number; sid: number }
  | { t: 'close'; id: number; sid: number }
  /** A picture of the local transport, decoded on the page (transferred), and the metadata's
   *  boxes standing on it (issue 31). */
  | { t: 'frame'; id: number; frame: VideoFrame; marks?: MetadataBox[] }
  | { t: 'playing'; id: number; playing: boolean }
  | { t: 'visible'; id: number; visible: boolean }
  /** The tile is too small to need every frame (issue 37). */
  | { t: 'smallTile'; id: number; small: boolean }
  /** The cell's Analytics Markup (issue 31): which metadata boxes the worker draws. */
  | { t: 'markup'; id: number; markup: AnalyticsMarkup }
  | { t: 'clear'; id: number }
  | { t: 'snapshot'; id: number; call: number }
  | { t: 'destroy'; id: number }
  /** What the worker can do (WorkerAbilities), answered with 'probed' under the same id. */
  | { t: 'probe'; id: number }
  /** The answer to a WorkerCall. */
  | { t: 'answer'; call: number; ok: true; value: unknown }
  | { t: 'answer'; call: number; ok: false; error: string; blocked: boolean };

/** What a session in the worker asks the page for: a reconnect's ticket, a later plan, and any
 *  media URL the worker's own request could not get cleanly (the console's client handles it). */
export type WorkerCallName = 'plan' | 'mediaUrl';

/** The counters of a player's statistics, sent with each time update. */
export type WorkerCounters = Pick<PlayerStats, 'framesDecoded' | 'framesPainted' | 'framesDropped'>;

/** The worker's statistics of a player: everything but the page's own figures. */
export type WorkerStats = Pick<PlayerStats, 'log' | 'requests' | 'chunks' | 'glassToGlassMs' | 'glassPaintedAt'> &
  WorkerCounters;

/** Worker → page. Times `at` are epoch milliseconds at sub-millisecond precision
 *  (performance.timeOrigin + performance.now()), as the worker's clock has another origin. */
export type FromWorker =
  | { t: 'dispatch'; id: number; sid: number; action: PlayerAction; ready: boolean }
  /** `stages` (epoch ms) come with the first picture of a play (issue 37). */
  | {
      t: 'shown';
      id: number;
      sid: number;
      gen: number;
      pts: number;
      at: number;
      counters: WorkerCounters;
      stages?: PlayStageMarks;
    }
  | { t: 'held'; id: number; sid: number; gen: number; pts: number | null }
  /** The session's sound, for the page's AudioContext (issue 31). */
  | { t: 'audio'; id: number; sid: number; m: AudioMessage }
  | { t: 'requested'; id: number; sid: number }
  | { t: 'ended'; id: number; sid: number; end: SessionEnd | LagEnd }
  | { t: 'stats'; id: number; stats: WorkerStats }
  | { t: 'call'; id: number; sid: number; call: number; name: WorkerCallName; args: unknown[] }
  /** A media URL the worker asked for itself, for the page's records (reconnects, overages). */
  | { t: 'mediaUrlAnswered'; id: number; sid: number; deviceId: string; answer: MediaUrlResult }
  | { t: 'snapshot'; id: number; call: number; blob: Blob | null }
  | { t: 'probed'; id: number; abilities: WorkerAbilities };

/** Either end's port: a Worker on the page, the worker's global scope inside it. */
export interface MessagePortLike<Out> {
  postMessage(message: Out, transfer?: Transferable[]): void;
}
