/** One player per camera cell, talking to the platform through the console's GraphQL client;
 *  streaming overages become toasts, the realm's playerIdleTimeout (minutes) the idle stop. */
import { useEffect, useRef, useState } from 'react';
import { type AnyVariables, type Client, type TypedDocumentNode, useClient, useQuery } from 'urql';
import { DEFAULT_IDLE_TIMEOUT_MIN } from '../../../shared/video/playerConstants';
import { usePlayerConnection } from '../../state';
import { useToast } from '../../ui';
// From its own module: the session's index also loads its routes (react-router), which the player does not need.
import { useVisualConfigFlag } from '../session';
import { createPlayer } from './createPlayer';
import { onUserActivity } from './userActivity';
import { PlayerAvatarQuery, PlayerMediaTicketQuery, PlayerMediaUrlQuery, PlayerRealmQuery } from './playerDocuments';
import type { PlayerController } from './playerTypes';

/** The camera attribute naming the avatar a camera records on. */
const AVATAR_ATTRIBUTE = 'AVATARID';

/** Numbers each request, so no two share an answer. */
let requestSerial = 0;

async function ask<Data, Variables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  // Tickets are single use: never from the cache, and never shared. urql hands one answer to
  // identical operations in flight (two cells opening the same camera), so each request carries
  // its own serial; the server ignores a variable the query does not declare.
  requestSerial += 1;
  const unique = { ...variables, request: requestSerial } as Variables;
  const result = await client.query(document, unique, { requestPolicy: 'network-only' }).toPromise();
  if (result.error || !result.data) {
    throw new Error(result.error?.graphQLErrors[0]?.message ?? result.error?.message ?? 'No answer');
  }
  return result.data;
}

export function usePlayer(): PlayerController {
  const client = useClient();
  const toast = useToast();
  const [connection] = usePlayerConnection();
  const [{ data: realm }] = useQuery({ query: PlayerRealmQuery });
  // Spec 2 §6: the user's visual configuration may force the cloud.
  const disableLocal = useVisualConfigFlag('disableLocalTransport');
  const latest = useRef({ client, toast, disableLocal, idleMin: realm?.currentRealm.playerIdleTimeout });
  latest.current = { client, toast, disableLocal, idleMin: realm?.currentRealm.playerIdleTimeout };

  const [controller] = useState(() =>
    createPlayer({
      getMediaUrl: async (cameraId, isLocal) =>
        (await ask(latest.current.client, PlayerMediaUrlQuery, { cameraId, isLocal })).getMediaURL,
      mediaTicket: async (cameraId, isLocal) =>
        (await ask(latest.current.client, PlayerMediaTicketQuery, { cameraId, isLocal })).mediaTicket.ticket,
      getAvatarId: async (cameraId) => {
        const { device } = await ask(latest.current.client, PlayerAvatarQuery, { id: cameraId });
        const value = device?.attributes?.find((a) => a.name === AVATAR_ATTRIBUTE)?.value;
        return typeof value === 'string' && value ? value : null;
      },
      idleTimeoutMs: () => (latest.current.idleMin ?? DEFAULT_IDLE_TIMEOUT_MIN) * 60_000,
      disableLocalTransport: () => latest.current.disableLocal,
      // Spec 2 §7: a warning overage shows a warning toast, an alert an error toast.
      onOverage: (type, message) => latest.current.toast(message, type === 'alert' ? 'error' : 'warning'),
      connection: connection === 'Cloud' ? 'cloud' : connection === 'Local' ? 'local' : 'auto',
    }),
  );
  // dispose() leaves the controller usable: a remount (StrictMode) plays on with the same one.
  useEffect(() => () => controller.dispose(), [controller]);
  // Spec 2 §4 Idle: activity anywhere in the console restarts an idle-stopped player.
  useEffect(() => onUserActivity(() => controller.noteActivity()), [controller]);
  return controller;
}
