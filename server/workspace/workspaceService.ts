/** The per-user workspace configuration (solid config), its current-view part, and the views
 *  shared with a realm, with the ownership rules of spec 1 §4–§5 enforced on the server. */
import { parseJson } from '../db/json';
import type { SharedViewsRepository } from '../db/repositories/sharedViews';
import type { SolidConfigChanges, SolidConfigRepository } from '../db/repositories/solidConfigs';
import { topics, type EventBus } from '../events/eventBus';
import { addedViewIds } from './addedViewIds';
import { DomainError } from '../kernel/DomainError';

export interface CurrentView {
  version: number;
  currentViewId: string | null;
  recentViewIds: string[];
  windowProps: unknown;
}

export interface SolidConfig {
  userId: string;
  realmId: string;
  solidConfig: unknown;
  currentView: CurrentView;
  updatedAt: number;
}

export interface SharedViews {
  realmId: string;
  sharedViews: SharedView[];
  layout: Record<string, unknown>;
  updatedAt: number;
}

/** The parts of a view the server needs to judge a shared-views update. */
interface SharedView {
  id: string;
  userId?: string;
  [field: string]: unknown;
}

/** Largest configuration the server accepts, so one client cannot fill the database. */
export const MAX_CONFIG_BYTES = 2 * 1024 * 1024;

export class WorkspaceService {
  constructor(
    private readonly solidConfigs: SolidConfigRepository,
    private readonly sharedViewRows: SharedViewsRepository,
    private readonly bus: EventBus,
    /** Told after the realm's shared views changed: the video walls' displays showing a view follow it. */
    private readonly sharedViewsChanged: (realmId: string) => Promise<void> = async () => {},
  ) {}

  async solidConfig(userId: string, realmId: string): Promise<SolidConfig> {
    const row = await this.solidConfigs.byUser(userId, realmId);
    if (!row) {
      return {
        userId,
        realmId,
        solidConfig: null,
        currentView: { version: 0, currentViewId: null, recentViewIds: [], windowProps: null },
        updatedAt: 0,
      };
    }
    return {
      userId,
      realmId,
      solidConfig: parseJson<unknown>(row.config, null),
      currentView: {
        version: row.version,
        currentViewId: row.current_view_id,
        recentViewIds: parseJson<string[]>(row.recent_view_ids, []),
        windowProps: parseJson<unknown>(row.window_props, null),
      },
      updatedAt: row.updated_at,
    };
  }

  /** `mayAddViews`: whether the caller may add views (spec 1 §6); others may write back only views they hold. */
  async updateSolidConfig(
    userId: string,
    realmId: string,
    config: unknown,
    mayAddViews: boolean,
  ): Promise<SolidConfig> {
    if (config === null || typeof config !== 'object' || Array.isArray(config)) {
      throw DomainError.badInput('solidConfig must be an object');
    }
    if (!mayAddViews && addedViewIds((await this.solidConfig(userId, realmId)).solidConfig, config).length > 0) {
      throw DomainError.forbidden('Only administrators can add views');
    }
    await this.solidConfigs.upsert(userId, realmId, {
      config: limitedJson(config, 'solidConfig'),
      updated_at: Date.now(),
    });
    return this.publishSolidConfig(userId, realmId);
  }

  async updateCurrentView(userId: string, realmId: string, view: CurrentView): Promise<CurrentView> {
    if (!Number.isInteger(view.version) || view.version < 0) {
      throw DomainError.badInput('version must be a non-negative integer');
    }
    const changes: SolidConfigChanges = {
      version: view.version,
      current_view_id: view.currentViewId,
      recent_view_ids: JSON.stringify(view.recentViewIds),
      window_props: limitedJson(view.windowProps ?? null, 'windowProps'),
      updated_at: Date.now(),
    };
    // A late update from an older version of the client's state must not win.
    const applied = await this.solidConfigs.upsert(userId, realmId, changes, view.version);
    const config = applied ? await this.publishSolidConfig(userId, realmId) : await this.solidConfig(userId, realmId);
    return config.currentView;
  }

  async sharedViews(realmId: string): Promise<SharedViews> {
    const row = await this.sharedViewRows.byRealm(realmId);
    return {
      realmId,
      sharedViews: parseJson<SharedView[]>(row?.shared_views, []),
      layout: parseJson<Record<string, unknown>>(row?.layout, {}),
      updatedAt: row?.updated_at ?? 0,
    };
  }

  /**
   * Replaces the realm's shared views. Only admins share (spec 1 §5); a user may add, change or
   * remove only views they own, and only the owner's layout changes are written back (§4).
   */
  async updateSharedViews(
    realmId: string,
    caller: { id: string; isAdmin: boolean },
    nextViews: unknown,
    nextLayout: unknown,
  ): Promise<SharedViews> {
    if (!Array.isArray(nextViews) || !nextViews.every(isSharedView)) {
      throw DomainError.badInput('sharedViews must be a list of views with an id');
    }
    if (nextLayout != null && (typeof nextLayout !== 'object' || Array.isArray(nextLayout))) {
      throw DomainError.badInput('layout must be an object');
    }
    const now = Date.now();
    await this.sharedViewRows.update(realmId, (row) => {
      const current = parseJson<SharedView[]>(row?.shared_views, []);
      const currentLayout = parseJson<Record<string, unknown>>(row?.layout, {});
      const views = mergeOwnedViews(current, nextViews, caller);
      const layout = mergeOwnedLayout(
        currentLayout,
        (nextLayout ?? currentLayout) as Record<string, unknown>,
        views,
        caller.id,
      );
      return {
        shared_views: limitedJson(views, 'sharedViews'),
        layout: limitedJson(layout, 'layout'),
        updated_at: now,
      };
    });
    const shared = await this.sharedViews(realmId);
    await this.bus.publish(topics.sharedViews(realmId), shared);
    await this.sharedViewsChanged(realmId);
    return shared;
  }

  private async publishSolidConfig(userId: string, realmId: string): Promise<SolidConfig> {
    const config = await this.solidConfig(userId, realmId);
    await this.bus.publish(topics.solidConfig(userId, realmId), config);
    return config;
  }
}

function isSharedView(value: unknown): value is SharedView {
  return typeof value === 'object' && value !== null && typeof (value as SharedView).id === 'string';
}

function limitedJson(value: unknown, name: string): string {
  const text = JSON.stringify(value);
  if (Buffer.byteLength(text) > MAX_CONFIG_BYTES) {
    throw DomainError.tooLarge(`${name} is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MB`);
  }
  return text;
}

/** Applies the caller's changes to the shared list, refusing any change to another user's view. */
function mergeOwnedViews(
  current: SharedView[],
  next: SharedView[],
  caller: { id: string; isAdmin: boolean },
): SharedView[] {
  const before = new Map(current.map((v) => [v.id, v]));
  const after = new Map(next.map((v) => [v.id, v]));
  const changed = [
    ...next.filter((v) => JSON.stringify(before.get(v.id)) !== JSON.stringify(v)),
    ...current.filter((v) => !after.has(v.id)),
  ];
  if (changed.length === 0) return current;
  if (!caller.isAdmin) throw DomainError.forbidden('Only administrators can share views');
  for (const view of changed) {
    const owner = before.get(view.id)?.userId ?? view.userId;
    if (owner !== caller.id || (after.get(view.id)?.userId ?? caller.id) !== caller.id) {
      throw DomainError.forbidden('Only the owner can change a shared view');
    }
  }
  return next;
}

/** Keeps other users' layout entries as they were: only the owner's layout changes are written back. */
function mergeOwnedLayout(
  current: Record<string, unknown>,
  next: Record<string, unknown>,
  views: SharedView[],
  callerId: string,
): Record<string, unknown> {
  const owned = new Set(views.filter((v) => v.userId === callerId).map((v) => v.id));
  const live = new Set(views.map((v) => v.id));
  const merged: Record<string, unknown> = {};
  for (const id of live) {
    const source = owned.has(id) ? next : current;
    if (id in source) merged[id] = source[id];
  }
  return merged;
}
