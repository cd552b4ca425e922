/** The local (WebRTC) transport over GraphQL (spec 2 §3 AVATARID, §4 transport selection, §7
 *  getSDP): a camera's AVATARID attribute names the avatar it records on, and getSDP answers a
 *  console's offer from that avatar — the platform's built-in one serves its cameras' live streams
 *  itself. Authorised like opening the camera's live media; the viewer ends with the caller's
 *  session or their right to the camera. A connection the console keeps may play another camera of
 *  the same avatar, checked again the same way when it is asked for. */
import { STREAM_NUMBER, STREAM_NUMBERS, type StreamNumber } from '../../../shared/video/constants';
import { READ_VIDEO, authorize, sessionMay } from '../../access';
import { DomainError } from '../../kernel/DomainError';
import { WebRtcUnavailable } from '../../media';
import { access, type GraphQLContext } from '../access';
import type { Resolvers } from '../generated/resolverTypes';

const AVATAR_ATTRIBUTE = 'AVATARID';

/** The longest offer taken: a browser's is a few kilobytes. */
const MAX_OFFER_CHARS = 64 * 1024;

interface NamedAttribute {
  name: string;
  value: unknown;
}

/** The device's stored attributes, with AVATARID for a camera that records on an avatar. */
function withAvatarId(stored: unknown, avatarId: string | null | undefined): NamedAttribute[] | null {
  const list = Array.isArray(stored) ? (stored as NamedAttribute[]).filter((a) => a?.name !== AVATAR_ATTRIBUTE) : [];
  if (avatarId) list.push({ name: AVATAR_ATTRIBUTE, value: avatarId });
  return list.length > 0 || Array.isArray(stored) ? list : null;
}

/** The camera, if the caller's realm holds it, streaming is not blocked there, and an avatar inside
 *  this platform with WebRTC on records it — only such an avatar answers here; a remote one is
 *  reached on its own network, which this platform is not part of. Returns the avatar's id. */
async function localAvatarOf(services: GraphQLContext['services'], realmId: string, cameraId: string): Promise<string> {
  const camera = await services.deviceDirectory.cameraOfRealm(realmId, cameraId);
  if (!camera) throw DomainError.forbidden('Device not found');
  const realm = await services.realmSettings.find(realmId);
  const overage = realm?.settings.streamingOverage;
  if (overage?.type === 'block') throw DomainError.forbidden(overage.message ?? 'Streaming is blocked');
  const avatar = camera.parentId ? await services.deviceDirectory.byId(camera.parentId) : undefined;
  const avatarAspect = avatar?.aspects.find((a) => a.type === 'Avatar') as { webRtcEnabled?: boolean } | undefined;
  if (!avatar || avatar.config.embedded !== true || avatarAspect?.webRtcEnabled === false) {
    throw DomainError.unavailable('Local access is not available for this camera');
  }
  return avatar.id;
}

export const webRtcResolvers: Resolvers = {
  Device: {
    attributes: (device) => {
      const parent = (device as { platform?: { id?: string } | null }).platform?.id;
      return withAvatarId(device.attributes, device.deviceType === 'camera' ? parent : null) as never;
    },
  },
  Query: {
    getSDP: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, READ_VIDEO, { type: 'device', id: args.obj });
      const realmId = caller.membership.realmId;
      const stream = (args.streamNumber ?? STREAM_NUMBER.FULL) as StreamNumber;
      if (!STREAM_NUMBERS.includes(stream)) throw DomainError.badInput('Invalid stream number');
      if (!args.sdp || args.sdp.length > MAX_OFFER_CHARS) throw DomainError.badInput('Invalid offer');
      const avatarId = await localAvatarOf(ctx.services, realmId, args.obj);
      const held = { sessionId: caller.session.id, userId: caller.user.id, realmId };
      const services = ctx.services;
      try {
        const sdp = await services.media.webrtc.answer({
          cameraId: args.obj,
          stream,
          offer: args.sdp,
          // Issue 27's rule for open media: the picture stops when the session ends or a DENY comes.
          guard: (end, cameraId) => {
            const connection = services.sessionConnections.attach(held.sessionId, end);
            const unwatch = services.access.policyEngine.watch(realmId, () => {
              void sessionMay(services, held, READ_VIDEO, { type: 'device', id: cameraId })
                .catch(() => false)
                .then((may) => may || end());
            });
            return () => {
              connection.detach();
              unwatch();
            };
          },
          // A kept connection asked for another camera: the caller's right to it as it is now, and
          // the same avatar (the connection is to it).
          authorize: async (cameraId) => {
            if (!(await sessionMay(services, held, READ_VIDEO, { type: 'device', id: cameraId }))) {
              throw DomainError.forbidden('Not authorized');
            }
            if ((await localAvatarOf(services, realmId, cameraId)) !== avatarId) {
              throw DomainError.unavailable('Local access is not available for this camera');
            }
          },
        });
        return { sdp };
      } catch (err) {
        if (err instanceof WebRtcUnavailable) throw DomainError.unavailable(err.message);
        if (DomainError.is(err)) throw err;
        throw DomainError.badInput(`Invalid offer: ${(err as Error).message}`);
      }
    },
  },
};
