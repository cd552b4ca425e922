/** How a player reaches a camera: the transport plan (spec 2 §4 Transport selection) and the
 *  media URL with a ticket — getMediaURL (with its streaming overages) for a new play, a fresh
 *  single-use mediaTicket for each reconnect. */
import { STOP_CODE, STOP_TEXT } from '../../../shared/video/constants';
import type { LocalTransportMemory } from './LocalTransportMemory';
import type { MediaUrlResult, PlayerDeps } from './playerDeps';
import type { ConnectionChoice } from './playerTypes';
import { PrefetchedMediaUrl } from './PrefetchedMediaUrl';
import { needsAvatar, planTransport, type TransportPlan } from './planTransport';

/** The media URL came with a 'block' streaming overage: a refusal that retrying cannot change. */
export class StreamingBlocked extends Error {}

export interface MediaAccess {
  plan(deviceId: string, connection: ConnectionChoice, disableLocalTransport: boolean): Promise<TransportPlan>;
  /** reconnect: the URL of the last play and a new ticket. */
  mediaUrl(deviceId: string, reconnect: boolean): Promise<{ url: string; ticket: string }>;
  /** Whether the plan is surely the cloud, with no avatar to look up first. */
  surelyCloud(connection: ConnectionChoice, disableLocalTransport: boolean): boolean;
  /** Asks for the camera's media URL now, for a play about to come (a camera dropped on the cell):
   *  that play's mediaUrl() takes the answer if it comes within PREFETCHED_MEDIA_URL_KEPT_MS. */
  prefetch(deviceId: string): void;
  /** Looks the camera's avatar up now, for a play about to come that may go local (issue 31): that
   *  play's plan takes the answer if it comes within PREFETCHED_MEDIA_URL_KEPT_MS. */
  prefetchAvatar(deviceId: string): void;
  /** An answer a player worker got for itself (worker/requestMediaUrl): remembered for reconnects
   *  and its overage told, as for the page's own. */
  answered(deviceId: string, answer: MediaUrlResult): void;
  /** Whether a URL is known for a reconnect. */
  knows(deviceId: string): boolean;
  /** The URL of the last answer, whichever camera it was for: the platform has one media URL. */
  lastUrl(): string | null;
}

/** `localAvailable`: this console has the local (WebRTC) transport — a browser with
 *  RTCPeerConnection and the platform's getSDP. Without it Auto plays over the cloud, and Local
 *  runs into the spec's connect timeout. */
export function createMediaAccess(
  deps: PlayerDeps,
  memory: LocalTransportMemory,
  now: () => number = () => performance.now(),
  localAvailable = false,
): MediaAccess {
  const urls = new Map<string, string>();
  let last: string | null = null;
  const prefetched = new PrefetchedMediaUrl<MediaUrlResult>(now);
  const prefetchedAvatar = new PrefetchedMediaUrl<string | null>(now);
  /** The URL for reconnects, and a warning or alert overage told (a block never gets here). */
  const record = (deviceId: string, answer: MediaUrlResult) => {
    const overage = answer.streamingOverages;
    if (overage && overage.type !== 'block') deps.onOverage?.(overage.type, overage.message ?? '');
    urls.set(deviceId, answer.url);
    last = answer.url;
  };
  return {
    async plan(deviceId, connection, disableLocalTransport) {
      let avatarId: string | null | undefined;
      if (needsAvatar(connection, disableLocalTransport, localAvailable)) {
        const lookup = prefetchedAvatar.take(deviceId) ?? deps.getAvatarId?.(deviceId) ?? Promise.resolve(null);
        avatarId = await lookup.catch(() => null);
      }
      return planTransport({
        connection,
        disableLocalTransport,
        avatarId,
        memory,
        // Local is what the user chose: it is tried (and times out) even without a transport.
        localAvailable: localAvailable || connection === 'local',
      });
    },
    async mediaUrl(deviceId, reconnect) {
      const cached = urls.get(deviceId);
      if (reconnect && cached) return { url: cached, ticket: await deps.mediaTicket(deviceId, false) };
      const answer = await (prefetched.take(deviceId) ?? deps.getMediaUrl(deviceId, false));
      const overage = answer.streamingOverages;
      if (overage?.type === 'block') throw new StreamingBlocked(overage.message ?? STOP_TEXT[STOP_CODE.NOT_AUTHORIZED]);
      record(deviceId, answer);
      return { url: answer.url, ticket: answer.ticket ?? (await deps.mediaTicket(deviceId, false)) };
    },
    surelyCloud: (connection, disableLocalTransport) => !needsAvatar(connection, disableLocalTransport, localAvailable),
    prefetch(deviceId) {
      const answer = deps.getMediaUrl(deviceId, false);
      // Not taken, its refusal is nobody's: the play that takes it hears of it.
      answer.catch(() => undefined);
      prefetched.hold(deviceId, answer);
    },
    prefetchAvatar(deviceId) {
      const answer = deps.getAvatarId?.(deviceId);
      if (!answer) return;
      // Not taken, its failure is nobody's: the plan that takes it plays over the cloud or says so.
      answer.catch(() => undefined);
      prefetchedAvatar.hold(deviceId, answer);
    },
    answered: (deviceId, answer) => record(deviceId, answer),
    knows: (deviceId) => urls.has(deviceId),
    lastUrl: () => last,
  };
}
