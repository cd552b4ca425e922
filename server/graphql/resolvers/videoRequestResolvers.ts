/** Video requests (exports) over GraphQL: list, submit, pause, resume, cancel, resubmit, and the
 *  update feed; files are downloaded through /api/media/exports with the session. */
import type { Resolvers, VideoRequestStatus, VideoRequestType } from '../generated/resolverTypes';
import { EXPORT_FILES_PATH, streamNumberOf } from '../../../shared/video/constants';
import { topics } from '../../events/eventBus';
import { exportFilesOf } from '../../media/exports/exportFilesOf';
import type { VideoRequestRow } from '../../media/requests/VideoRequestQueue';
import { authorize } from '../../access/authorize';
import { requestActor } from '../../media/requests/requestActor';
import { access, type GraphQLContext } from '../access';
import { DomainError } from '../../kernel/DomainError';
import { filterSubscription } from './filterSubscription';
import { subscribeTopic } from './subscribeTopic';

export function toGraphqlVideoRequest(row: VideoRequestRow) {
  const files = exportFilesOf(row);
  const expired = row.expired_at != null && row.expired_at < Date.now();
  return {
    id: row.id,
    realmId: row.realm_id,
    avatarId: row.avatar_id,
    deviceId: row.device_id,
    eventId: row.event_id,
    userId: row.user_id,
    status: row.status as VideoRequestStatus,
    type: row.type as VideoRequestType,
    startTime: row.start_time,
    endTime: row.end_time,
    streamNumber: row.stream_number,
    isPrivate: row.is_private === 1,
    note: row.note,
    files: files.map((f) => ({
      href: `${EXPORT_FILES_PATH}/${row.id}/${encodeURIComponent(f.name)}`,
      size: f.size,
      startTime: f.startTime,
      endTime: f.endTime,
      expired,
    })),
    size: row.size,
    downloaded: row.downloaded,
    eta: row.eta ?? -1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    expiredAt: row.expired_at,
    deliverAt: row.deliver_at,
  };
}

/** The caller as the request queue's actor, once authorize() lets them read requests (the one
 *  named, when a change is for one); the queue decides whose requests the actor sees and changes. */
async function requestReader(ctx: GraphQLContext, requestId?: string) {
  const caller = await access(ctx);
  authorize(
    caller,
    'videoRequest:Read',
    requestId === undefined ? { type: 'videoRequest' } : { type: 'videoRequest', id: requestId },
  );
  return requestActor(caller);
}

/** The caller as the actor of a new request for a camera, once authorize() lets them ask for its
 *  video, and the camera's source; another realm's device, or no camera, is refused as unknown. */
async function cameraRequester(ctx: GraphQLContext, deviceId: string) {
  const caller = await access(ctx);
  authorize(caller, 'videoRequest:Create', { type: 'device', id: deviceId });
  const camera = await ctx.services.deviceDirectory.cameraOfRealm(caller.membership.realmId, deviceId);
  if (!camera) throw DomainError.forbidden('Device not found');
  return { actor: requestActor(caller), source: { deviceId: camera.id, avatarId: camera.parentId } };
}

/** The caller's feed of changed requests of one kind: everyone's in the realm for one who manages
 *  every request, else their own; a request of a camera they may not watch is, to them, not there
 *  (issue 27). */
async function requestUpdates(ctx: GraphQLContext, kind: 'AOD' | 'EXPORT') {
  const caller = await access(ctx);
  authorize(caller, 'videoRequest:Read', { type: 'videoRequest' });
  const actor = requestActor(caller);
  const owner = actor.managesAll ? undefined : caller.user.id;
  const source = await subscribeTopic(ctx, topics.videoRequests(caller.membership.realmId, owner, kind));
  return filterSubscription<VideoRequestRow>(source, (row) => actor.watches?.(row.device_id) ?? true);
}

export const videoRequestResolvers: Resolvers = {
  Query: {
    aodGet: async (_, args, ctx) => {
      const rows = await ctx.services.aod.list(await requestReader(ctx), { deviceIds: args.deviceIds ?? null });
      return rows.filter((r) => !args.ids?.length || args.ids.includes(r.id)).map(toGraphqlVideoRequest);
    },
    videoRequests: async (_, args, ctx) => {
      const rows = await ctx.services.exports.list(await requestReader(ctx), args.filter ?? {});
      return rows.map(toGraphqlVideoRequest);
    },
  },
  Mutation: {
    aodSubmit: async (_, args, ctx) => {
      const { actor, source } = await cameraRequester(ctx, args.input.deviceId);
      const row = await ctx.services.aod.submit(actor, {
        ...source,
        startTime: args.input.startTime,
        endTime: args.input.endTime,
        streamNumber: args.input.streamNumber ?? 1,
        isPrivate: args.input.isPrivate ?? false,
        deliverAt: args.input.deliverAt,
        // The delivery manager lists the user's own requests (Manual) apart from the console's (Auto).
        type: args.input.auto ? 'Auto' : 'Manual',
      });
      return toGraphqlVideoRequest(row);
    },
    aodPause: async (_, args, ctx) => {
      const actor = await requestReader(ctx, args.requestId);
      return toGraphqlVideoRequest(await ctx.services.aod.pause(actor, args.requestId));
    },
    aodResume: async (_, args, ctx) => {
      const actor = await requestReader(ctx, args.requestId);
      return toGraphqlVideoRequest(await ctx.services.aod.resume(actor, args.requestId));
    },
    aodCancel: async (_, args, ctx) => {
      return (await ctx.services.aod.cancel(await requestReader(ctx), args.requestIds)).map(toGraphqlVideoRequest);
    },
    videoRequestSubmit: async (_, args, ctx) => {
      const { actor, source } = await cameraRequester(ctx, args.input.obj);
      const row = await ctx.services.exports.submit(actor, {
        ...source,
        startTime: args.input.startTime,
        endTime: args.input.endTime,
        isPrivate: args.input.isPrivate ?? false,
        streamNumber: streamNumberOf(args.input.stream ?? 'FULL'),
        deliverAt: args.input.deliverAt,
      });
      return toGraphqlVideoRequest(row);
    },
    videoRequestPause: async (_, args, ctx) => {
      const actor = await requestReader(ctx, args.requestId);
      return toGraphqlVideoRequest(await ctx.services.exports.pause(actor, args.requestId));
    },
    videoRequestResume: async (_, args, ctx) => {
      const actor = await requestReader(ctx, args.requestId);
      return toGraphqlVideoRequest(await ctx.services.exports.resume(actor, args.requestId));
    },
    videoRequestResubmit: async (_, args, ctx) => {
      const actor = await requestReader(ctx, args.requestId);
      return toGraphqlVideoRequest(await ctx.services.exports.resubmit(actor, args.requestId));
    },
    videoRequestCancel: async (_, args, ctx) => {
      const rows = await ctx.services.exports.cancel(await requestReader(ctx), args.requestIds);
      return rows.map(toGraphqlVideoRequest);
    },
  },
  Subscription: {
    aodUpdate: {
      subscribe: (_, __, ctx) => requestUpdates(ctx, 'AOD'),
      resolve: (payload: VideoRequestRow) => toGraphqlVideoRequest(payload),
    },
    videoRequestUpdate: {
      subscribe: (_, __, ctx) => requestUpdates(ctx, 'EXPORT'),
      resolve: (payload: VideoRequestRow) => toGraphqlVideoRequest(payload),
    },
  },
};
