/** Video walls (spec 3 §2.12; issue 30): a realm's walls, what each display shows, presets of the
 *  whole wall, and the displays' pairing. Every change is in the user audit and published, so
 *  consoles and the paired display pages follow it at once. Who may act is decided before (the
 *  resolvers ask authorize); the rules here are the wall's own: sizes, names, the realm's cameras
 *  and views, only cameras the caller may see. */
import { randomUUID } from 'node:crypto';
import {
  EMPTY_WALL_CONTENT,
  WALL_ERROR,
  WALL_MAX_PRESETS,
  defaultDisplayName,
  wallNameError,
  wallSizeError,
  type WallContentValue,
} from '../../shared/walls/videoWalls';
import type { VideoWallRecord, VideoWallRepository, WallDisplayRecord } from '../db/repositories/videoWalls';
import type { AuditParty, EventBus, UserAudit } from '../events';
import { DomainError } from '../kernel';
import { checkWallContent, type WallContentInput, type WallSources } from './checkWallContent';
import { sameWallContent, viewContentNow } from './viewContentNow';
import { WallDisplayAccess } from './WallDisplayAccess';
import { WallPairings } from './WallPairings';
import { WallPresence } from './WallPresence';
import { wallPublisher, type WallPublisher } from './wallTopics';

/** Who acts, in which realm: for the user audit, and which cameras they may put on a wall. */
export interface WallActing {
  realmId: string;
  actor: AuditParty;
  maySee: (cameraId: string) => boolean;
}

export interface VideoWallInput {
  id?: string | null;
  name: string;
  rows: number;
  columns: number;
  displayNames?: ReadonlyArray<string | null> | null;
}

/** One display as consoles see it. */
export interface WallDisplayView {
  index: number;
  row: number;
  column: number;
  name: string;
  paired: boolean;
  pairedAt: number | null;
  online: boolean;
  content: WallContentValue;
}

export interface VideoWallView extends Omit<VideoWallRecord, 'displays'> {
  displays: WallDisplayView[];
}

type WallAuditKind =
  | 'WALL_CREATED'
  | 'WALL_UPDATED'
  | 'WALL_DELETED'
  | 'WALL_CONTENT_SET'
  | 'WALL_PRESET_SAVED'
  | 'WALL_PRESET_RECALLED'
  | 'WALL_PRESET_DELETED'
  | 'WALL_DISPLAY_PAIRED'
  | 'WALL_DISPLAY_UNPAIRED';

export class VideoWallService {
  readonly pairings: WallPairings;
  readonly presence: WallPresence;
  /** What a paired display page reads and watches with its token. */
  readonly displays: WallDisplayAccess;
  private readonly publish: WallPublisher;

  constructor(
    private readonly walls: VideoWallRepository,
    private readonly sources: WallSources,
    private readonly bus: EventBus,
    private readonly audit?: UserAudit,
    private readonly now: () => number = Date.now,
  ) {
    this.publish = wallPublisher(bus);
    this.pairings = new WallPairings(walls, now);
    this.presence = new WallPresence((realmId, wallId) => this.publishWall(realmId, wallId));
    this.displays = new WallDisplayAccess(walls, this.pairings, this.publish, now);
  }

  async list(realmId: string): Promise<VideoWallView[]> {
    const walls = await this.walls.list(realmId);
    return Promise.all(walls.map((w) => this.view(w)));
  }

  async byId(realmId: string, id: string): Promise<VideoWallView | undefined> {
    const wall = await this.walls.byId(realmId, id);
    return wall && this.view(wall);
  }

  async create(input: VideoWallInput, acting: WallActing): Promise<VideoWallView> {
    const name = await this.checkName(acting.realmId, input);
    const wall: VideoWallRecord = {
      id: randomUUID(),
      realmId: acting.realmId,
      name,
      rows: input.rows,
      columns: input.columns,
      displays: resized([], input),
      presets: [],
      updatedAt: this.now(),
    };
    await this.walls.save(wall, this.now());
    await this.changed(wall, 'WALL_CREATED', acting, { rows: wall.rows, columns: wall.columns });
    return this.view(wall);
  }

  async update(input: VideoWallInput, acting: WallActing): Promise<VideoWallView> {
    const wall = await this.found(acting.realmId, input.id ?? '');
    const name = await this.checkName(acting.realmId, input);
    const before = wall.rows * wall.columns;
    const next: VideoWallRecord = {
      ...wall,
      name,
      rows: input.rows,
      columns: input.columns,
      displays: resized(wall.displays, input),
      presets: wall.presets.map((p) => ({ ...p, contents: p.contents.slice(0, input.rows * input.columns) })),
    };
    await this.walls.save(next, this.now());
    // Displays past the new size are gone: their pages go back to pairing.
    const after = next.rows * next.columns;
    if (after < before) await this.walls.revokeDisplays(wall.realmId, wall.id, after);
    await this.changed(next, 'WALL_UPDATED', acting, { rows: next.rows, columns: next.columns });
    await Promise.all(next.displays.map((_, i) => this.publishDisplay(wall.id, i)));
    for (let i = after; i < before; i++) await this.publishDisplay(wall.id, i);
    return this.view(next);
  }

  async delete(id: string, acting: WallActing): Promise<boolean> {
    const wall = await this.walls.byId(acting.realmId, id);
    if (!wall) return false;
    await this.walls.delete(acting.realmId, id);
    await this.record(wall, 'WALL_DELETED', acting);
    await this.publishWall(wall.realmId, wall.id);
    await Promise.all(wall.displays.map((_, i) => this.publishDisplay(wall.id, i)));
    return true;
  }

  /** One display's content; the display follows at once. */
  async setContent(wallId: string, index: number, input: WallContentInput, acting: WallActing) {
    const wall = await this.found(acting.realmId, wallId);
    const display = displayAt(wall, index);
    const content = await checkWallContent(acting.realmId, input, this.sources, acting.maySee);
    display.content = content;
    await this.walls.save(wall, this.now());
    await this.changed(wall, 'WALL_CONTENT_SET', acting, { display: index, ...contentDetail(content) });
    await this.publishDisplay(wall.id, index);
    return this.view(wall);
  }

  /** The displays showing one of the realm's shared views follow its edits (issue 30): called after
   *  the realm's shared views change, each such display shows the view's cameras now (those still
   *  in the realm) in the smallest layout that holds them, and its page follows at once. A view no
   *  longer shared leaves its displays' cameras as they were, no longer named as the view. The
   *  view's cameras are those its editor, one allowed to share views, put there. */
  async followViews(realmId: string): Promise<void> {
    for (const wall of await this.walls.list(realmId)) {
      const changed: number[] = [];
      for (const [index, display] of wall.displays.entries()) {
        const viewId = display.content.viewId;
        if (!viewId) continue;
        const next = await viewContentNow(realmId, viewId, display.content, this.sources);
        if (sameWallContent(next, display.content)) continue;
        display.content = next;
        changed.push(index);
      }
      if (changed.length === 0) continue;
      await this.walls.save(wall, this.now());
      for (const index of changed) {
        await this.audit?.record([realmId], {
          kind: 'WALL_CONTENT_SET',
          target: { id: wall.id, name: wall.name, type: 'wall' },
          detail: { display: index, followsView: true, ...contentDetail(wall.displays[index]!.content) },
        });
      }
      await this.publishWall(realmId, wall.id);
      await Promise.all(changed.map((i) => this.publishDisplay(wall.id, i)));
    }
  }

  async savePreset(wallId: string, name: string, acting: WallActing): Promise<VideoWallView> {
    const problem = wallNameError(name);
    if (problem) throw DomainError.badInput(problem);
    const wall = await this.found(acting.realmId, wallId);
    const trimmed = name.trim();
    const contents = wall.displays.map((d) => d.content);
    const existing = wall.presets.find((p) => p.name === trimmed);
    if (existing) existing.contents = contents;
    else if (wall.presets.length >= WALL_MAX_PRESETS) throw DomainError.badInput(WALL_ERROR.TOO_MANY_PRESETS);
    else wall.presets.push({ id: randomUUID(), name: trimmed, contents });
    await this.walls.save(wall, this.now());
    await this.changed(wall, 'WALL_PRESET_SAVED', acting, { preset: trimmed });
    return this.view(wall);
  }

  /** Every display the preset holds shows its content; cameras the caller may not see (or that
   *  left the realm) are left out of their cells. */
  async recallPreset(wallId: string, presetId: string, acting: WallActing): Promise<VideoWallView> {
    const wall = await this.found(acting.realmId, wallId);
    const preset = wall.presets.find((p) => p.id === presetId);
    if (!preset) throw new DomainError('notFound', WALL_ERROR.PRESET_NOT_FOUND);
    const changed: number[] = [];
    for (const [index, saved] of preset.contents.entries()) {
      const display = wall.displays[index];
      if (!display) continue;
      const cameraIds: string[] = [];
      for (const id of saved.cameraIds) {
        if (acting.maySee(id) && (await this.sources.cameraInRealm(acting.realmId, id))) cameraIds.push(id);
      }
      display.content = { viewId: saved.viewId, layout: saved.layout, cameraIds };
      changed.push(index);
    }
    await this.walls.save(wall, this.now());
    await this.changed(wall, 'WALL_PRESET_RECALLED', acting, { preset: preset.name });
    await Promise.all(changed.map((i) => this.publishDisplay(wall.id, i)));
    return this.view(wall);
  }

  async deletePreset(wallId: string, presetId: string, acting: WallActing): Promise<VideoWallView> {
    const wall = await this.found(acting.realmId, wallId);
    const preset = wall.presets.find((p) => p.id === presetId);
    if (!preset) throw new DomainError('notFound', WALL_ERROR.PRESET_NOT_FOUND);
    wall.presets = wall.presets.filter((p) => p.id !== presetId);
    await this.walls.save(wall, this.now());
    await this.changed(wall, 'WALL_PRESET_DELETED', acting, { preset: preset.name });
    return this.view(wall);
  }

  /** An administrator accepts the code shown on a display; a page paired with it before is unpaired
   *  when the new one claims its token. */
  async acceptPairing(code: string, wallId: string, index: number, acting: WallActing): Promise<VideoWallView> {
    const wall = await this.found(acting.realmId, wallId);
    displayAt(wall, index);
    await this.pairings.accept(code, { realmId: acting.realmId, wallId, displayIndex: index, by: acting.actor.id });
    await this.record(wall, 'WALL_DISPLAY_PAIRED', acting, { display: index });
    return this.view(wall);
  }

  async unpair(wallId: string, index: number, acting: WallActing): Promise<VideoWallView> {
    const wall = await this.found(acting.realmId, wallId);
    displayAt(wall, index);
    await this.walls.revokeDisplays(acting.realmId, wallId, index, index + 1);
    await this.changed(wall, 'WALL_DISPLAY_UNPAIRED', acting, { display: index });
    await this.publishDisplay(wallId, index);
    return this.view(wall);
  }

  private async view(wall: VideoWallRecord): Promise<VideoWallView> {
    const paired = new Map((await this.walls.displayTokens(wall.realmId, wall.id)).map((t) => [t.displayIndex, t]));
    return {
      ...wall,
      displays: wall.displays.map((d, index) => ({
        index,
        row: Math.floor(index / wall.columns),
        column: index % wall.columns,
        name: d.name ?? defaultDisplayName(index),
        paired: paired.has(index),
        pairedAt: paired.get(index)?.pairedAt ?? null,
        online: paired.has(index) && this.presence.online(wall.id, index),
        content: d.content,
      })),
    };
  }

  private async found(realmId: string, id: string): Promise<VideoWallRecord> {
    const wall = await this.walls.byId(realmId, id);
    if (!wall) throw new DomainError('notFound', WALL_ERROR.NOT_FOUND);
    return wall;
  }

  private async checkName(realmId: string, input: VideoWallInput): Promise<string> {
    const problem = wallNameError(input.name) ?? wallSizeError(input.rows, input.columns);
    if (problem) throw DomainError.badInput(problem);
    for (const name of input.displayNames ?? []) {
      const nameProblem = name?.trim() ? wallNameError(name) : undefined;
      if (nameProblem) throw DomainError.badInput(nameProblem);
    }
    const name = input.name.trim();
    const same = await this.walls.byName(realmId, name);
    if (same && same.id !== input.id) throw new DomainError('conflict', WALL_ERROR.NAME_TAKEN);
    return name;
  }

  private async changed(
    wall: VideoWallRecord,
    kind: WallAuditKind,
    acting: WallActing,
    detail?: Record<string, unknown>,
  ): Promise<void> {
    await this.record(wall, kind, acting, detail);
    await this.publishWall(wall.realmId, wall.id);
  }

  private async record(wall: VideoWallRecord, kind: WallAuditKind, acting: WallActing, detail?: object) {
    await this.audit?.record([acting.realmId], {
      kind,
      actor: acting.actor,
      target: { id: wall.id, name: wall.name, type: 'wall' },
      ...(detail && { detail: { ...detail } }),
    });
  }

  private publishWall(realmId: string, wallId: string): Promise<void> {
    return this.publish.wall(realmId, wallId);
  }

  private publishDisplay(wallId: string, index: number): Promise<void> {
    return this.publish.display(wallId, index);
  }
}

/** The wall's displays for its (new) size: kept by index, new ones empty, names as given. */
function resized(displays: readonly WallDisplayRecord[], input: VideoWallInput): WallDisplayRecord[] {
  return Array.from({ length: input.rows * input.columns }, (_, i) => {
    const given = input.displayNames?.[i]?.trim();
    const kept = displays[i];
    return {
      name: input.displayNames ? given || null : (kept?.name ?? null),
      content: kept?.content ?? EMPTY_WALL_CONTENT,
    };
  });
}

function displayAt(wall: VideoWallRecord, index: number): WallDisplayRecord {
  const display = Number.isInteger(index) ? wall.displays[index] : undefined;
  if (!display) throw DomainError.badInput(WALL_ERROR.DISPLAY);
  return display;
}

function contentDetail(content: WallContentValue) {
  return { ...(content.viewId && { viewId: content.viewId }), layout: content.layout, cameras: content.cameraIds };
}
