/** One player per camera cell, talking to the platform through the console's GraphQL client;
 *  streaming overages become toasts, the realm's playerIdleTimeout (minutes) the idle stop and its
 *  jitterBufferLength (ms) how long live frames are held before they are shown. */
import { useEffect, useRef, useState } from 'react';
import {
  type AnyVariables,
  createRequest,
  type Client,
  type OperationResult,
  type TypedDocumentNode,
  useClient,
  useQuery,
} from 'urql';
import type { ResultOf } from '../../graphql';
import { DEFAULT_IDLE_TIMEOUT_MIN } from '../../../shared/video/playerConstants';
import { usePlayerConnection } from '../../state';
import { useToast } from '../../ui';
// From its own module: the session's index also loads its routes (react-router), which the player does not need.
import { useVisualConfigFlag } from '../session';
import { speedOptions } from '../../../shared/video/speedOptions';
import { createPlayer } from './createPlayer';
import { onUserActivity } from './userActivity';
import {
  PlayerAvatarQuery,
  PlayerMediaTicketMutation,
  PlayerMediaUrlMutation,
  PlayerRealmQuery,
  PlayerSdpQuery,
} from './playerDocuments';
import type { PlayerController } from './playerTypes';
import { offMainSurface } from './worker/offMainPlayback';

/** The camera attribute naming the avatar a camera records on. */
const AVATAR_ATTRIBUTE = 'AVATARID';

/** The avatar a camera records on, from its attributes; null for none. */
function avatarOf({ device }: ResultOf<typeof PlayerAvatarQuery>): string | null {
  const value = device?.attributes?.find((a) => a.name === AVATAR_ATTRIBUTE)?.value;
  return typeof value === 'string' && value ? value : null;
}

function answerOf<Data>(result: OperationResult<Data>): Data {
  if (result.error || !result.data) {
    throw new Error(result.error?.graphQLErrors[0]?.message ?? result.error?.message ?? 'No answer');
  }
  return result.data;
}

async function ask<Data, Variables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  return answerOf(await client.query(document, variables, { requestPolicy: 'network-only' }).toPromise());
}

/** Tells apart calls with the same variables (see issue). */
let issued = 0;

/** Tickets are single use: a mutation is never cached nor shared between callers, so two cells
 *  opening the same camera each get their own. An operation's key is its document and variables,
 *  and the normalised cache hands one answer per key, so each call gets a key of its own. */
async function issue<Data, Variables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const request = createRequest(document, variables);
  return answerOf(await client.executeMutation({ ...request, key: request.key + ++issued }).toPromise());
}

export function usePlayer(): PlayerController {
  const client = useClient();
  const toast = useToast();
  const [connection] = usePlayerConnection();
  const [{ data: realm }] = useQuery({ query: PlayerRealmQuery });
  // Spec 2 §6: the user's visual configuration may force the cloud.
  const disableLocal = useVisualConfigFlag('disableLocalTransport');
  // Spec 2 §6: and may limit the speeds, which the platform enforces too.
  const limitedSpeeds = useVisualConfigFlag('limitedSpeedList');
  const settings = {
    idleMin: realm?.currentRealm.playerIdleTimeout,
    jitterMs: realm?.currentRealm.jitterBufferLength,
  };
  const latest = useRef({ client, toast, disableLocal, limitedSpeeds, ...settings });
  latest.current = { client, toast, disableLocal, limitedSpeeds, ...settings };

  const [controller] = useState(() =>
    createPlayer({
      getMediaUrl: async (cameraId, isLocal) =>
        (await issue(latest.current.client, PlayerMediaUrlMutation, { cameraId, isLocal })).issueMediaUrl,
      mediaTicket: async (cameraId, isLocal) =>
        (await issue(latest.current.client, PlayerMediaTicketMutation, { cameraId, isLocal })).issueMediaTicket.ticket,
      // From the normalised cache once known: a Local play's offer waited a round trip for it
      // (about 20 ms, issue 31). A known avatar only names the local failure memory's entry and
      // the log's line (the offer goes to the camera, which the platform routes to its avatar),
      // so an old one does no harm; none known is asked again, as a camera may have one since.
      getAvatarId: async (cameraId) => {
        const { client } = latest.current;
        const known = client.readQuery(PlayerAvatarQuery, { id: cameraId }, { requestPolicy: 'cache-only' })?.data;
        return (known && avatarOf(known)) ?? avatarOf(await ask(client, PlayerAvatarQuery, { id: cameraId }));
      },
      // Spec 2 §7: each offer is new, so its answer is never a cached one.
      getSdp: async (cameraId, offer, stream) =>
        (await ask(latest.current.client, PlayerSdpQuery, { id: cameraId, sdp: offer, stream })).getSDP.sdp,
      idleTimeoutMs: () => (latest.current.idleMin ?? DEFAULT_IDLE_TIMEOUT_MIN) * 60_000,
      // Spec 3 §3.6: the realm's jitter buffer holds live frames before they are shown.
      jitterBufferMs: () => latest.current.jitterMs ?? 0,
      disableLocalTransport: () => latest.current.disableLocal,
      speedOptions: () => speedOptions(latest.current.limitedSpeeds),
      // Spec 2 §7: a warning overage shows a warning toast, an alert an error toast.
      onOverage: (type, message) => latest.current.toast(message, type === 'alert' ? 'error' : 'warning'),
      connection: connection === 'Cloud' ? 'cloud' : connection === 'Local' ? 'local' : 'auto',
      // Issue 17: decoding and painting in a player worker where the browser can.
      surface: offMainSurface(),
    }),
  );
  // dispose() leaves the controller usable: a remount (StrictMode) plays on with the same one.
  useEffect(() => () => controller.dispose(), [controller]);
  // Spec 2 §4 Idle: activity anywhere in the console restarts an idle-stopped player.
  useEffect(() => onUserActivity(() => controller.noteActivity()), [controller]);
  return controller;
}
