/** The demo lobby's face recognition config (issue 32): the lobby camera, whose scene shows the
 *  people of faceTraffic, comes with a Facial Recognition config, so its faces are found and
 *  described out of the box the way any camera's are — its config starts the face engine — and a
 *  Facial watchlist an operator fills is matched against them at once. */
import type { VaeConfigRepository } from '../db/repositories/vaeConfigs';
import { FACE_MATCH_DISTANCE } from '../../shared/analytics/faceRead';
import { vaeTemplate } from '../../shared/vae/vaeConfigs';

/** The lobby camera's config: its id is `<camera>-face`. */
export const DEMO_LOBBY_VAE = {
  name: 'Lobby faces',
  description: 'Finds the faces of the people at the lobby door and matches them against the Facial watchlists',
} as const;

export async function seedDemoFaceConfig(
  vaeConfigs: VaeConfigRepository,
  lobby: { realmId: string; cameraId: string; fps: number },
  now: number,
): Promise<void> {
  const template = vaeTemplate('face');
  if (!template) throw new Error('The Facial Recognition template is missing');
  await vaeConfigs.insert({
    id: `${lobby.cameraId}-face`,
    realmId: lobby.realmId,
    deviceId: lobby.cameraId,
    template: template.id,
    engine: template.engine,
    name: DEMO_LOBBY_VAE.name,
    description: DEMO_LOBBY_VAE.description,
    fps: lobby.fps,
    configuration: { matchDistance: FACE_MATCH_DISTANCE },
    enabled: true,
    createdAt: now,
    updatedAt: now,
  });
}
