/** The avatar API (shared/devices AVATAR_API): an avatar's announcement with its activation key
 *  (answered PENDING, then once ACTIVATED with its device id and API key), and its status reports
 *  signed with its API key, answered with the new key of an UPDATE_KEY when one is due (the avatar
 *  signs with it from then on). No session here: an avatar is not a user; an unknown key is 401. */
import type { FastifyInstance } from 'fastify';
import { AVATAR_API } from '../../../shared/devices/deviceAdminConstants';
import { DomainError } from '../../kernel/DomainError';
import type { Services } from '../../services';
import type { AvatarReport } from '../../devices/avatars/AvatarStatusMonitor';

const BEARER = /^Bearer\s+(\S+)$/i;

export function registerAvatarRoutes(app: FastifyInstance, services: Services): void {
  app.post(AVATAR_API.announce, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return services.deviceAdmin.avatars.activation.announce({
      activationKey: String(body.activationKey ?? ''),
      serial: String(body.serial ?? ''),
      name: String(body.name ?? ''),
      softwareVersion: body.softwareVersion == null ? null : String(body.softwareVersion),
    });
  });

  app.post(AVATAR_API.status, async (request) => {
    const key = BEARER.exec(String(request.headers.authorization ?? ''))?.[1];
    const avatar = key ? await services.deviceAdmin.avatars.activation.authenticate(key) : undefined;
    if (!avatar) throw DomainError.unauthenticated('Unknown API key');
    const device = await services.deviceAdmin.avatars.status.report(
      avatar.realmId,
      avatar.avatarId,
      (request.body ?? {}) as AvatarReport,
    );
    if (!device) throw DomainError.notFound('Device');
    const apiKey = await services.deviceAdmin.avatars.keyHandover.afterReport(
      avatar.realmId,
      avatar.avatarId,
      avatar.keyId,
    );
    return { id: device.id, healthStatus: device.healthStatus, ...(apiKey && { apiKey }) };
  });
}
