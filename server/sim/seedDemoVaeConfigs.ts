/** The demo's video analytics configs (issue 32): the gate's licence plate camera comes with a
 *  License Plate Recognition config, so it is read out of the box the way any camera is — its
 *  config starts its engine — and its VAE page lists the config an installer would have made. */
import type { VaeConfigRepository } from '../db/repositories/vaeConfigs';
import { vaeTemplate } from '../../shared/vae/vaeConfigs';

/** The gate camera's config: its id is `<camera>-lpr`. */
export const DEMO_GATE_VAE = {
  name: 'Gate plates',
  description: 'Reads the plates of the vehicles stopping at the gate barrier',
} as const;

export async function seedDemoVaeConfigs(
  vaeConfigs: VaeConfigRepository,
  gate: { realmId: string; cameraId: string; fps: number },
  now: number,
): Promise<void> {
  const template = vaeTemplate('lpr');
  if (!template) throw new Error('The License Plate Recognition template is missing');
  await vaeConfigs.insert({
    id: `${gate.cameraId}-lpr`,
    realmId: gate.realmId,
    deviceId: gate.cameraId,
    template: template.id,
    engine: template.engine,
    name: DEMO_GATE_VAE.name,
    description: DEMO_GATE_VAE.description,
    fps: gate.fps,
    configuration: {},
    enabled: true,
    createdAt: now,
    updatedAt: now,
  });
}
