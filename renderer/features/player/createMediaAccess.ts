/** How a player reaches a camera: the transport plan (spec 2 §4 Transport selection) and the
 *  media URL with a ticket — getMediaURL (with its streaming overages) for a new play, a fresh
 *  single-use mediaTicket for each reconnect. */
import { STOP_CODE, STOP_TEXT } from '../../../shared/video/constants';
import type { LocalTransportMemory } from './LocalTransportMemory';
import type { PlayerDeps } from './playerDeps';
import type { ConnectionChoice } from './playerTypes';
import { needsAvatar, planTransport, type TransportPlan } from './planTransport';

/** This console has no local (WebRTC) transport yet: Auto plays over the cloud, and Local runs
 *  into the spec's connect timeout. */

/** The media URL came with a 'block' streaming overage: a refusal that retrying cannot change. */
export class StreamingBlocked extends Error {}

export const LOCAL_TRANSPORT_AVAILABLE = false;

export interface MediaAccess {
  plan(deviceId: string, connection: ConnectionChoice, disableLocalTransport: boolean): Promise<TransportPlan>;
  /** reconnect: the URL of the last play and a new ticket. */
  mediaUrl(deviceId: string, reconnect: boolean): Promise<{ url: string; ticket: string }>;
  /** Whether a URL is known for a reconnect. */
  knows(deviceId: string): boolean;
}

export function createMediaAccess(deps: PlayerDeps, memory: LocalTransportMemory): MediaAccess {
  const urls = new Map<string, string>();
  return {
    async plan(deviceId, connection, disableLocalTransport) {
      let avatarId: string | null | undefined;
      if (needsAvatar(connection, disableLocalTransport, LOCAL_TRANSPORT_AVAILABLE)) {
        avatarId = await (deps.getAvatarId?.(deviceId) ?? Promise.resolve(null)).catch(() => null);
      }
      return planTransport({
        connection,
        disableLocalTransport,
        avatarId,
        memory,
        // Local is what the user chose: it is tried (and times out) even without a transport.
        localAvailable: LOCAL_TRANSPORT_AVAILABLE || connection === 'local',
      });
    },
    async mediaUrl(deviceId, reconnect) {
      const cached = urls.get(deviceId);
      if (reconnect && cached) return { url: cached, ticket: await deps.mediaTicket(deviceId, false) };
      const answer = await deps.getMediaUrl(deviceId, false);
      const overage = answer.streamingOverages;
      if (overage?.type === 'block') throw new StreamingBlocked(overage.message ?? STOP_TEXT[STOP_CODE.NOT_AUTHORIZED]);
      if (overage) deps.onOverage?.(overage.type, overage.message ?? '');
      urls.set(deviceId, answer.url);
      return { url: answer.url, ticket: answer.ticket ?? (await deps.mediaTicket(deviceId, false)) };
    },
    knows: (deviceId) => urls.has(deviceId),
  };
}
