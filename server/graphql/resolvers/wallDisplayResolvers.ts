/** Video walls over GraphQL for the wall display page (issue 30), which has no session: starting
 *  and claiming a pairing, and, with the display token a claim hands out, what its own display
 *  shows (now and as it changes) and the media of the cameras on it. The token is the page's whole
 *  authority: it reads its own display only and opens only the cameras the display shows now. */
import { MEDIA_WS_PATH } from '../../../shared/video/constants';
import { WALL_ERROR } from '../../../shared/walls/videoWalls';
import { DomainError } from '../../kernel/DomainError';
import { type WallDisplayState, wallTopics } from '../../walls';
import type { Resolvers } from '../generated/resolverTypes';
import type { GraphQLContext } from '../access';
import { subscribeTopic } from './subscribeTopic';

/** What the page reads: its display's state with its cameras' names for the captions, and a first
 *  media ticket for each cell's camera. */
async function toGraphqlState(ctx: GraphQLContext, displayToken: string, state: WallDisplayState) {
  const [cameras, cellTickets] = await Promise.all([
    ctx.services.deviceDirectory.camerasOfRealm(state.realmId, state.content.cameraIds),
    ticketsAhead(ctx, displayToken, state),
  ]);
  return { ...state, cameras: cameras.map(({ id, name }) => ({ id, name })), cellTickets };
}

/** The realm's streaming overage, if any (spec 2 §7). */
async function streamingOverage(ctx: GraphQLContext, realmId: string) {
  return (await ctx.services.realmSettings.find(realmId))?.settings.streamingOverage;
}

/** A single-use ticket for one camera, granted to the display's media session. */
function issueTicket(ctx: GraphQLContext, displayToken: string, state: WallDisplayState, cameraId: string) {
  return ctx.services.media.tickets.issue({
    userId: '',
    realmId: state.realmId,
    sessionId: ctx.services.walls.displays.mediaSessionOf(displayToken, state),
    cameraId,
    isLocal: false,
  });
}

/** A ticket for a camera the token's display shows now, granted to the display's media session. */
async function displayTicket(ctx: GraphQLContext, displayToken: string, cameraId: string) {
  const state = await ctx.services.walls.displays.displayState(displayToken);
  if (!state.content.cameraIds.includes(cameraId)) throw DomainError.forbidden(WALL_ERROR.CAMERA_NOT_ON_DISPLAY);
  const overage = await streamingOverage(ctx, state.realmId);
  if (overage?.type === 'block') throw DomainError.forbidden(overage.message ?? 'Streaming is blocked');
  return { ticket: await issueTicket(ctx, displayToken, state, cameraId), overage };
}

/** Each cell's camera opened ahead (issue 30: command to painted): its first ticket sent with the
 *  state that puts it on the display, so the page's player opens the stream at once instead of
 *  asking for a ticket after it heard of the camera (a round trip, and the display's state read
 *  again). None while streaming is blocked: the page's own request then hears why. */
async function ticketsAhead(ctx: GraphQLContext, displayToken: string, state: WallDisplayState) {
  const overage = await streamingOverage(ctx, state.realmId);
  if (overage?.type === 'block') return [];
  return Promise.all(
    state.content.cameraIds.map(async (cameraId) => ({
      cameraId,
      ticket: await issueTicket(ctx, displayToken, state, cameraId),
    })),
  );
}

/** The display's state at once, then again after each change to the display; when the token is
 *  revoked, one item that fails with 'Display not paired', and the end. The display counts as
 *  online while the stream is open. */
async function displayStream(ctx: GraphQLContext, displayToken: string): Promise<AsyncIterableIterator<unknown>> {
  const walls = ctx.services.walls;
  const first = await walls.displays.displayState(displayToken);
  const source = (await subscribeTopic(ctx, wallTopics.display(first.wallId, first.displayIndex)))[
    Symbol.asyncIterator
  ]();
  const leave = walls.presence.attach(first.realmId, first.wallId, first.displayIndex);
  let pending: WallDisplayState | undefined = first;
  let ended = false;
  const end = async () => {
    ended = true;
    leave();
    await source.return?.();
  };
  const iterator: AsyncIterableIterator<unknown> = {
    next: async () => {
      if (ended) return { value: undefined, done: true };
      if (pending) {
        const value = pending;
        pending = undefined;
        return { value, done: false };
      }
      const { done } = await source.next();
      if (done || ended) {
        await end();
        return { value: undefined, done: true };
      }
      const state = await walls.displays.displayState(displayToken).catch(() => undefined);
      if (!state) {
        await end();
        return { value: { revoked: true }, done: false };
      }
      return { value: state, done: false };
    },
    return: async () => {
      await end();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

export const wallDisplayResolvers: Resolvers = {
  Query: {
    wallDisplay: async (_, args, ctx) =>
      toGraphqlState(ctx, args.displayToken, await ctx.services.walls.displays.displayState(args.displayToken)),
  },
  Mutation: {
    startWallPairing: (_, __, ctx) => ctx.services.walls.displays.startPairing(),
    claimWallDisplayToken: async (_, args, ctx) => {
      const { realmId: _realmId, ...claim } = await ctx.services.walls.displays.claim(args.pairingToken);
      return claim;
    },
    wallDisplayMediaUrl: async (_, args, ctx) => {
      const { ticket, overage } = await displayTicket(ctx, args.displayToken, args.cameraId);
      const origin = ctx.origin ?? ctx.services.config.publicUrl;
      return {
        url: `${origin.replace(/^http/, 'ws')}${MEDIA_WS_PATH}`,
        streamingOverages: overage ? { type: overage.type, message: overage.message ?? null } : null,
        ticket,
      };
    },
    wallDisplayMediaTicket: async (_, args, ctx) => ({
      ticket: (await displayTicket(ctx, args.displayToken, args.cameraId)).ticket,
    }),
  },
  Subscription: {
    wallDisplayChanged: {
      subscribe: (_, args, ctx) => displayStream(ctx, args.displayToken),
      resolve: (item: WallDisplayState | { revoked: true }, args: { displayToken: string }, ctx: GraphQLContext) => {
        if ('revoked' in item) throw DomainError.unauthenticated(WALL_ERROR.NOT_PAIRED);
        return toGraphqlState(ctx, args.displayToken, item);
      },
    },
  },
};
