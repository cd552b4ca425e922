/** Video requests (exports) over GraphQL: list, submit, pause, resume, cancel, resubmit, and the
 *  update feed; files are downloaded through /api/media/exports with the session. */
import type { Resolvers, VideoRequestStatus, VideoRequestType } from '../generated/resolverTypes';
import { EXPORT_FILES_PATH, streamNumberOf } from '../../../shared/video/constants';
import { topics } from '../../events/eventBus';
import { exportFilesOf } from '../../media/exports/exportFilesOf';
import type { VideoRequestRow } from '../../media/requests/VideoRequestQueue';
import type { Caller } from '../../access/Caller';
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
  };
}

/** The camera of the caller's realm a new request is for; another realm's, or no camera, is refused
 *  as if it did not exist. */
async function cameraToRequest(ctx: GraphQLContext, caller: Caller, deviceId: string) {
  const camera = await ctx.services.deviceDirectory.cameraOfRealm(caller.membership.realmId, deviceId);
  if (!camera) throw DomainError.forbidden('Device not found');
  return camera;
}

/** The caller as the request queue's actor for a change to one request, once authorize() lets
 *  them read it; the queue decides whose requests the actor may change. */
async function readerOfRequest(ctx: GraphQLContext, requestId: string) {
  const caller = await access(ctx);
  authorize(caller, 'videoRequest:Read', { type: 'videoRequest', id: requestId });
  return requestActor(caller);
}

export const videoRequestResolvers: Resolvers = {
  Query: {
    aodGet: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'videoRequest:Read', { type: 'videoRequest' });
      const rows = await ctx.services.aod.list(requestActor(caller), { deviceIds: args.deviceIds ?? null });
      return rows.filter((r) => !args.ids?.length || args.ids.includes(r.id)).map(toGraphqlVideoRequest);
    },
    videoRequests: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'videoRequest:Read', { type: 'videoRequest' });
      const rows = await ctx.services.exports.list(requestActor(caller), args.filter ?? {});
      return rows.map(toGraphqlVideoRequest);
    },
  },
  Mutation: {
    aodSubmit: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'videoRequest:Create', { type: 'device', id: args.input.deviceId });
      const camera = await cameraToRequest(ctx, caller, args.input.deviceId);
      const row = await ctx.services.aod.submit(requestActor(caller), {
        deviceId: camera.id,
        avatarId: camera.parentId,
        startTime: args.input.startTime,
        endTime: args.input.endTime,
        streamNumber: args.input.streamNumber ?? 1,
        isPrivate: args.input.isPrivate ?? false,
      });
      return toGraphqlVideoRequest(row);
    },
    aodPause: async (_, args, ctx) => {
      const actor = await readerOfRequest(ctx, args.requestId);
      return toGraphqlVideoRequest(await ctx.services.aod.pause(actor, args.requestId));
    },
    aodResume: async (_, args, ctx) => {
      const actor = await readerOfRequest(ctx, args.requestId);
      return toGraphqlVideoRequest(await ctx.services.aod.resume(actor, args.requestId));
    },
    aodCancel: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'videoRequest:Read', { type: 'videoRequest' });
      return (await ctx.services.aod.cancel(requestActor(caller), args.requestIds)).map(toGraphqlVideoRequest);
    },
    videoRequestSubmit: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'videoRequest:Create', { type: 'device', id: args.input.obj });
      const camera = await cameraToRequest(ctx, caller, args.input.obj);
      const row = await ctx.services.exports.submit(requestActor(caller), {
        deviceId: camera.id,
        avatarId: camera.parentId,
        startTime: args.input.startTime,
        endTime: args.input.endTime,
        isPrivate: args.input.isPrivate ?? false,
        streamNumber: streamNumberOf(args.input.stream ?? 'FULL'),
      });
      return toGraphqlVideoRequest(row);
    },
    videoRequestPause: async (_, args, ctx) => {
      const actor = await readerOfRequest(ctx, args.requestId);
      return toGraphqlVideoRequest(await ctx.services.exports.pause(actor, args.requestId));
    },
    videoRequestResume: async (_, args, ctx) => {
      const actor = await readerOfRequest(ctx, args.requestId);
      return toGraphqlVideoRequest(await ctx.services.exports.resume(actor, args.requestId));
    },
    videoRequestResubmit: async (_, args, ctx) => {
      const actor = await readerOfRequest(ctx, args.requestId);
      return toGraphqlVideoRequest(await ctx.services.exports.resubmit(actor, args.requestId));
    },
    videoRequestCancel: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'videoRequest:Read', { type: 'videoRequest' });
      const rows = await ctx.services.exports.cancel(requestActor(caller), args.requestIds);
      return rows.map(toGraphqlVideoRequest);
    },
  },
  Subscription: {
    aodUpdate: {
      subscribe: async (_, __, ctx) => {
        const caller = await access(ctx);
        authorize(caller, 'videoRequest:Read', { type: 'videoRequest' });
        const realmId = caller.membership.realmId;
        const actor = requestActor(caller);
        const source = await subscribeTopic(
          ctx,
          topics.videoRequests(realmId, actor.managesAll ? undefined : caller.user.id, 'AOD'),
        );
        // A request of a camera the caller may not watch is, to them, not there (issue 27).
        return filterSubscription<VideoRequestRow>(source, (row) => actor.watches?.(row.device_id) ?? true);
      },
      resolve: (payload: VideoRequestRow) => toGraphqlVideoRequest(payload),
    },
    videoRequestUpdate: {
      subscribe: async (_, __, ctx) => {
        const caller = await access(ctx);
        authorize(caller, 'videoRequest:Read', { type: 'videoRequest' });
        const realmId = caller.membership.realmId;
        const actor = requestActor(caller);
        const source = await subscribeTopic(
          ctx,
          actor.managesAll
            ? topics.videoRequests(realmId, undefined, 'EXPORT')
            : topics.videoRequests(realmId, caller.user.id, 'EXPORT'),
        );
        return filterSubscription<VideoRequestRow>(source, (row) => actor.watches?.(row.device_id) ?? true);
      },
      resolve: (payload: VideoRequestRow) => toGraphqlVideoRequest(payload),
    },
  },
};
