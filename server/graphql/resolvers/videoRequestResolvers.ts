/** Video requests (exports) over GraphQL: list, submit, pause, resume, cancel, resubmit, and the
 *  update feed; files are downloaded through /api/media/exports with the session. */
import { streamNumberOf } from '../../../shared/video/constants';
import { parseJson } from '../../db/json';
import { topics } from '../../events/eventBus';
import { cameraOfRealm } from '../../media/cameraOfRealm';
import type { ExportFile } from '../../media/exports/ExportService';
import type { RequestActor, RequestFilter, VideoRequestRow } from '../../media/requests/VideoRequestQueue';
import { EXPORT_FILES_PATH } from '../../media/http/registerExportRoutes';
import { access, type Caller, type GraphQLContext } from '../access';
import { DomainError } from '../../errors/DomainError';
import { subscribeTopic } from './subscribeTopic';

const actor = (caller: Caller): RequestActor => ({
  userId: caller.user.id,
  realmId: caller.membership.realmId,
  isAdmin: caller.isAdmin,
});

export function toGraphqlVideoRequest(row: VideoRequestRow) {
  const files = parseJson<ExportFile[]>(row.files, []);
  const expired = row.expired_at != null && row.expired_at < Date.now();
  return {
    id: row.id,
    realmId: row.realm_id,
    avatarId: row.avatar_id,
    deviceId: row.device_id,
    eventId: row.event_id,
    userId: row.user_id,
    status: row.status,
    type: row.type,
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

type AodInput = {
  deviceId: string;
  startTime: number;
  endTime: number;
  streamNumber?: number | null;
  isPrivate?: boolean | null;
};

export const videoRequestResolvers = {
  Query: {
    aodGet: async (_: unknown, args: { ids?: string[] | null; deviceIds?: string[] | null }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      const rows = await ctx.services.aod.list(actor(caller), { deviceIds: args.deviceIds ?? null });
      return rows.filter((r) => !args.ids?.length || args.ids.includes(r.id)).map(toGraphqlVideoRequest);
    },
    videoRequests: async (_: unknown, args: { filter?: RequestFilter | null }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      const rows = await ctx.services.exports.list(actor(caller), args.filter ?? {});
      return rows.map(toGraphqlVideoRequest);
    },
  },
  Mutation: {
    aodSubmit: async (_: unknown, args: { input: AodInput }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      const camera = await cameraOfRealm(ctx.services.db, caller.membership.realmId, args.input.deviceId);
      if (!camera) throw DomainError.forbidden('Device not found');
      const row = await ctx.services.aod.submit(actor(caller), {
        deviceId: camera.id,
        avatarId: camera.parentId,
        startTime: args.input.startTime,
        endTime: args.input.endTime,
        streamNumber: args.input.streamNumber ?? 1,
        isPrivate: args.input.isPrivate ?? false,
      });
      return toGraphqlVideoRequest(row);
    },
    aodPause: async (_: unknown, args: { requestId: string }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      return toGraphqlVideoRequest(await ctx.services.aod.pause(actor(caller), args.requestId));
    },
    aodResume: async (_: unknown, args: { requestId: string }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      return toGraphqlVideoRequest(await ctx.services.aod.resume(actor(caller), args.requestId));
    },
    aodCancel: async (_: unknown, args: { requestIds: string[] }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      return (await ctx.services.aod.cancel(actor(caller), args.requestIds)).map(toGraphqlVideoRequest);
    },
    videoRequestSubmit: async (
      _: unknown,
      args: {
        input: {
          obj: string;
          startTime: number;
          endTime: number;
          isPrivate?: boolean | null;
          stream?: 'FULL' | 'REVIEW' | null;
        };
      },
      ctx: GraphQLContext,
    ) => {
      const caller = await access(ctx);
      const camera = await cameraOfRealm(ctx.services.db, caller.membership.realmId, args.input.obj);
      if (!camera) throw DomainError.forbidden('Device not found');
      const row = await ctx.services.exports.submit(actor(caller), {
        deviceId: camera.id,
        avatarId: camera.parentId,
        startTime: args.input.startTime,
        endTime: args.input.endTime,
        isPrivate: args.input.isPrivate ?? false,
        streamNumber: streamNumberOf(args.input.stream ?? 'FULL'),
      });
      return toGraphqlVideoRequest(row);
    },
    videoRequestPause: async (_: unknown, args: { requestId: string }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      return toGraphqlVideoRequest(await ctx.services.exports.pause(actor(caller), args.requestId));
    },
    videoRequestResume: async (_: unknown, args: { requestId: string }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      return toGraphqlVideoRequest(await ctx.services.exports.resume(actor(caller), args.requestId));
    },
    videoRequestResubmit: async (_: unknown, args: { requestId: string }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      return toGraphqlVideoRequest(await ctx.services.exports.resubmit(actor(caller), args.requestId));
    },
    videoRequestCancel: async (_: unknown, args: { requestIds: string[] }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      const rows = await ctx.services.exports.cancel(actor(caller), args.requestIds);
      return rows.map(toGraphqlVideoRequest);
    },
  },
  Subscription: {
    aodUpdate: {
      subscribe: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
        const caller = await access(ctx);
        const realmId = caller.membership.realmId;
        return subscribeTopic(ctx, topics.videoRequests(realmId, caller.isAdmin ? undefined : caller.user.id, 'AOD'));
      },
      resolve: (payload: VideoRequestRow) => toGraphqlVideoRequest(payload),
    },
    videoRequestUpdate: {
      subscribe: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
        const caller = await access(ctx);
        const realmId = caller.membership.realmId;
        return subscribeTopic(
          ctx,
          caller.isAdmin
            ? topics.videoRequests(realmId, undefined, 'EXPORT')
            : topics.videoRequests(realmId, caller.user.id, 'EXPORT'),
        );
      },
      resolve: (payload: VideoRequestRow) => toGraphqlVideoRequest(payload),
    },
  },
};
