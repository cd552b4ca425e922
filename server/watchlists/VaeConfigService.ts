/** Cameras' VAE configs (spec 3 §3.1 VAE aspect, §7.1 vaeTemplates and vaeConfigs, §7.2 create /
 *  rename / delete VAE config; issue 32): the templates a camera offers, its configs, and the
 *  engines they drive — a camera's enabled config runs its engine at the config's fps from the
 *  platform's start, from its creation, until its deletion. Who may act is decided before (the
 *  resolvers ask authorize and the visual configuration); the rules here are the configs' own. */
import { randomUUID } from 'node:crypto';
import { FACE_MATCH_DISTANCE_RANGE, matchDistanceOf } from '../../shared/analytics/faceRead';
import type { AnalyticsStatistics } from '../../shared/analytics/plateRead';
import { VAE_DESCRIPTION_MAX, VAE_ERROR, VAE_TEMPLATES, vaeNameError, vaeTemplate } from '../../shared/vae/vaeConfigs';
import type { VaeTemplate } from '../../shared/vae/vaeConfigs';
import type { VaeConfigRecord, VaeConfigRepository } from '../db/repositories/vaeConfigs';
import type { AuditParty, UserAudit } from '../events';
import { DomainError } from '../kernel';
import { NO_ANALYTICS_ENGINES, type AnalyticsEngines } from './AnalyticsEngines';

export interface VaeSources {
  /** Whether the realm has a camera by this id. */
  cameraInRealm(realmId: string, deviceId: string): Promise<boolean>;
}

export interface VaeActing {
  realmId: string;
  actor: AuditParty;
}

export interface VaeConfigInput {
  deviceId: string;
  template: string;
  name: string;
  description?: string | null;
  fps?: number | null;
  configuration?: Record<string, unknown> | null;
}

export class VaeConfigService {
  private engines: AnalyticsEngines = NO_ANALYTICS_ENGINES;

  constructor(
    private readonly configs: VaeConfigRepository,
    private readonly sources: VaeSources,
    private readonly onError: (message: string) => void,
    private readonly audit?: UserAudit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Hands the engines in and starts every enabled config's analysis. */
  async run(engines: AnalyticsEngines): Promise<void> {
    this.engines = engines;
    for (const config of await this.configs.allEnabled()) this.startEngine(config);
  }

  async templates(realmId: string, deviceId: string): Promise<readonly VaeTemplate[]> {
    await this.requireCamera(realmId, deviceId);
    return VAE_TEMPLATES;
  }

  list(realmId: string, deviceId?: string | null, engine?: string | null): Promise<VaeConfigRecord[]> {
    return this.configs
      .list(realmId, deviceId)
      .then((configs) => (engine ? configs.filter((c) => c.engine === engine) : configs));
  }

  byId(realmId: string, id: string): Promise<VaeConfigRecord | undefined> {
    return this.configs.byId(realmId, id);
  }

  statistics(cameraId: string): AnalyticsStatistics | undefined {
    return this.engines.statistics(cameraId);
  }

  async create(input: VaeConfigInput, acting: VaeActing): Promise<VaeConfigRecord> {
    await this.requireCamera(acting.realmId, input.deviceId);
    const template = vaeTemplate(input.template);
    if (!template) throw DomainError.badInput(VAE_ERROR.TEMPLATE);
    const name = checkName(input.name);
    const description = (input.description ?? '').trim();
    if (description.length > VAE_DESCRIPTION_MAX) throw DomainError.badInput(VAE_ERROR.DESCRIPTION_TOO_LONG);
    const configuration = input.configuration ?? {};
    // The face engine's match threshold, when the config names one (issue 32).
    if (template.engine === 'face' && configuration.matchDistance !== undefined) {
      const asked = configuration.matchDistance;
      const { min, max } = FACE_MATCH_DISTANCE_RANGE;
      if (typeof asked !== 'number' || !(asked >= min && asked <= max))
        throw DomainError.badInput(VAE_ERROR.MATCH_DISTANCE);
    }
    const fps = input.fps ?? template.fps.default;
    if (!Number.isFinite(fps) || fps < template.fps.min || fps > template.fps.max) {
      throw DomainError.badInput(VAE_ERROR.FPS(template.fps.min, template.fps.max));
    }
    // One engine of a kind per camera: two configs would ask it for two frame rates at once.
    const existing = await this.configs.list(acting.realmId, input.deviceId);
    if (existing.some((c) => c.engine === template.engine)) throw new DomainError('conflict', VAE_ERROR.ONE_PER_ENGINE);
    const at = this.now();
    const config: VaeConfigRecord = {
      id: randomUUID(),
      realmId: acting.realmId,
      deviceId: input.deviceId,
      template: template.id,
      engine: template.engine,
      name,
      description,
      fps,
      configuration,
      enabled: true,
      createdAt: at,
      updatedAt: at,
    };
    await this.configs.insert(config);
    this.startEngine(config);
    await this.record(acting, 'VAE_CONFIG_CREATED', config, { template: template.id, fps, deviceId: config.deviceId });
    return config;
  }

  async rename(id: string, rawName: string, acting: VaeActing): Promise<VaeConfigRecord> {
    const config = await this.found(acting.realmId, id);
    const name = checkName(rawName);
    await this.configs.rename(acting.realmId, id, name, this.now());
    await this.record(acting, 'VAE_CONFIG_RENAMED', { ...config, name }, { from: config.name });
    return { ...config, name, updatedAt: this.now() };
  }

  async delete(id: string, acting: VaeActing): Promise<boolean> {
    const config = await this.found(acting.realmId, id);
    const deleted = await this.configs.delete(acting.realmId, id);
    if (deleted) {
      this.stopEngine(config.deviceId);
      await this.record(acting, 'VAE_CONFIG_DELETED', config, { deviceId: config.deviceId });
    }
    return deleted;
  }

  private startEngine(config: VaeConfigRecord): void {
    try {
      this.engines.start({
        cameraId: config.deviceId,
        engine: config.engine,
        fps: config.fps,
        // A face config's threshold (configuration.matchDistance) goes with the engine's reads.
        ...(config.engine === 'face' && { matchDistance: matchDistanceOf(config.configuration) }),
      });
    } catch (err) {
      this.onError(`The ${config.engine} engine did not start on ${config.deviceId}: ${String(err)}`);
    }
  }

  private stopEngine(cameraId: string): void {
    try {
      this.engines.stop(cameraId);
    } catch (err) {
      this.onError(`The analytics of ${cameraId} did not stop: ${String(err)}`);
    }
  }

  private async requireCamera(realmId: string, deviceId: string): Promise<void> {
    if (!(await this.sources.cameraInRealm(realmId, deviceId))) throw DomainError.notFound('Device');
  }

  private async found(realmId: string, id: string): Promise<VaeConfigRecord> {
    const config = await this.configs.byId(realmId, id);
    if (!config) throw new DomainError('notFound', VAE_ERROR.NOT_FOUND);
    return config;
  }

  private async record(
    acting: VaeActing,
    kind: 'VAE_CONFIG_CREATED' | 'VAE_CONFIG_RENAMED' | 'VAE_CONFIG_DELETED',
    config: VaeConfigRecord,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await this.audit?.record([acting.realmId], {
      kind,
      actor: acting.actor,
      target: { id: config.id, name: config.name, type: 'vaeConfig' },
      detail,
    });
  }
}

function checkName(raw: string): string {
  const problem = vaeNameError(raw);
  if (problem) throw DomainError.badInput(problem);
  return raw.trim();
}
