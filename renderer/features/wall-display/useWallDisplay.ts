/** The wall display page's life (issue 30): without a display token it starts a pairing and asks
 *  about once a second whether its code was accepted (a new code once the platform says it
 *  expired); with one it follows its display over graphql-ws, resubscribing after any loss
 *  (network, platform restart) until the platform says the display is no longer paired, when it
 *  pairs again. */
import { print } from 'graphql';
import { useEffect, useReducer } from 'react';
import { WALL_ERROR, WALL_PAIRING_POLL_MS, isWallLayout } from '../../../shared/walls/videoWalls';
import type { ResultOf } from '../../graphql/graphql';
import { createWallSocket, wallRetryDelay } from './createWallSocket';
import { displayTokenStore } from './displayTokenStore';
import {
  ClaimWallDisplayTokenMutation,
  StartWallPairingMutation,
  WallDisplayChangedSubscription,
} from './wallDisplayDocuments';
import {
  initialWallDisplayState,
  type WallDisplayState,
  wallDisplayReducer,
  type WallShown,
} from './wallDisplayReducer';
import { WallOfflineError, wallRequest } from './wallRequest';

type Changed = ResultOf<typeof WallDisplayChangedSubscription>['wallDisplayChanged'];

function shownOf(changed: Changed): WallShown {
  const layout = isWallLayout(changed.content.layout) ? changed.content.layout : 16;
  return {
    wallName: changed.wallName,
    displayName: changed.displayName,
    content: { viewId: changed.content.viewId ?? null, layout, cameraIds: changed.content.cameraIds },
    cameraNames: Object.fromEntries(changed.cameras.map((c) => [c.id, c.name])),
    cellTickets: changed.cellTickets.map(({ cameraId, ticket }) => ({ cameraId, ticket })),
    receivedAt: performance.now(),
  };
}

const notPaired = (errors: unknown) =>
  Array.isArray(errors) && errors.some((e: { message?: string }) => e?.message === WALL_ERROR.NOT_PAIRED);

export function useWallDisplay(): WallDisplayState {
  const [state, dispatch] = useReducer(wallDisplayReducer, null, () =>
    initialWallDisplayState(displayTokenStore.read()),
  );
  const { phase } = state;

  // No token: a code to show, asked for again while the platform is out of reach.
  const starting = phase.kind === 'starting';
  useEffect(() => {
    if (!starting) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async (attempt: number) => {
      try {
        const { startWallPairing } = await wallRequest(StartWallPairingMutation, {});
        if (!stopped) dispatch({ type: 'pairingStarted', ...startWallPairing });
      } catch {
        if (stopped) return;
        dispatch({ type: 'online', online: false });
        timer = setTimeout(() => void start(attempt + 1), wallRetryDelay(attempt));
      }
    };
    void start(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [starting]);

  // A code on screen: is it accepted yet?
  // The platform says when the code expired (the claim is refused): a wall PC's clock may be wrong.
  const pairingToken = phase.kind === 'pairing' ? phase.pairingToken : null;
  useEffect(() => {
    if (!pairingToken) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { claimWallDisplayToken: claim } = await wallRequest(ClaimWallDisplayTokenMutation, { pairingToken });
        if (stopped) return;
        dispatch({ type: 'online', online: true });
        if (claim.displayToken) {
          displayTokenStore.write(claim.displayToken);
          return dispatch({ type: 'claimed', displayToken: claim.displayToken });
        }
      } catch (err) {
        if (stopped) return;
        if (!(err instanceof WallOfflineError)) return dispatch({ type: 'pairingLost' });
        dispatch({ type: 'online', online: false });
      }
      timer = setTimeout(() => void poll(), WALL_PAIRING_POLL_MS);
    };
    timer = setTimeout(() => void poll(), WALL_PAIRING_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pairingToken]);

  // Paired: follow the display until the platform says it is not paired any more.
  const displayToken = phase.kind === 'paired' ? phase.displayToken : null;
  useEffect(() => {
    if (!displayToken) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => undefined as void;
    const socket = createWallSocket((online) => {
      if (!stopped) dispatch({ type: 'online', online });
    });
    const revoked = () => {
      displayTokenStore.write(null);
      dispatch({ type: 'revoked' });
    };
    const follow = (attempt: number) => {
      unsubscribe = socket.subscribe<{ wallDisplayChanged: Changed }>(
        { query: print(WallDisplayChangedSubscription), variables: { displayToken } },
        {
          next: (result) => {
            if (notPaired(result.errors)) return revoked();
            const changed = result.data?.wallDisplayChanged;
            if (changed) dispatch({ type: 'shown', shown: shownOf(changed) });
          },
          error: (errors) => {
            if (notPaired(errors)) return revoked();
            // Anything else: follow again shortly (the socket itself retries for ever).
            if (!stopped) timer = setTimeout(() => follow(attempt + 1), wallRetryDelay(attempt));
          },
          complete: () => {
            if (!stopped) timer = setTimeout(() => follow(0), wallRetryDelay(0));
          },
        },
      );
    };
    follow(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      void socket.dispose();
    };
  }, [displayToken]);

  return state;
}
