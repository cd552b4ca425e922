/** Video walls (spec 3 §2.12; issue 30): a realm's walls, what each display shows, presets of the
 *  whole wall (WallPresets), and the displays' pairing. Every change is in the user audit and
 *  published (WallChangeLog), so consoles and the paired display pages follow it at once. Who may
 *  act is decided before (the resolvers ask authorize); the rules here are the wall's own: sizes,
 *  names, the realm's cameras and views, only cameras the caller may see. */
import { randomUUID } from 'node:crypto';
import {
  WALL_ERROR,
  defaultDisplayName,
  wallNameError,
  wallSizeError,
  type WallContentValue,
} from '../../shared/walls/videoWalls';
import type { VideoWallRecord, VideoWallRepository } from '../db/repositories/videoWalls';
import type { EventBus, UserAudit } from '../events';
import { DomainError } from '../kernel';
import { checkWallContent, type WallContentInput, type WallSources } from './checkWallContent';
import { followSharedViews } from './followSharedViews';
import { type WallActing, WallChangeLog } from './WallChangeLog';
import { WallDisplayAccess } from './WallDisplayAccess';
import { WallPairings } from './WallPairings';
import { WallPresence } from './WallPresence';
import { WallPresets } from './WallPresets';
import { contentDetail, displayAt, foundWall, resized } from './wallRecords';
import { wallPublisher } from './wallTopics';

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

export class VideoWallService {
  readonly pairings: WallPairings;
  readonly presence: WallPresence;
  /** What a paired display page reads and watches with its token. */
  readonly displays: WallDisplayAccess;
  private readonly log: WallChangeLog;
  private readonly presets: WallPresets;

  constructor(
    private readonly walls: VideoWallRepository,
    private readonly sources: WallSources,
    bus: EventBus,
    audit?: UserAudit,
    private readonly now: () => number = Date.now,
  ) {
    const publish = wallPublisher(bus);
    this.log = new WallChangeLog(publish, audit);
    this.pairings = new WallPairings(walls, now);
    this.presence = new WallPresence((realmId, wallId) => this.log.wall(realmId, wallId));
    this.displays = new WallDisplayAccess(walls, this.pairings, publish, now, (topic, listener) =>
      bus.subscribe(topic, listener),
    );
    this.presets = new WallPresets(walls, sources, this.log, now);
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
    await this.log.changed(wall, 'WALL_CREATED', acting, { rows: wall.rows, columns: wall.columns });
    return this.view(wall);
  }

  async update(input: VideoWallInput, acting: WallActing): Promise<VideoWallView> {
    const wall = await foundWall(this.walls, acting.realmId, input.id ?? '');
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
    await this.log.changed(next, 'WALL_UPDATED', acting, { rows: next.rows, columns: next.columns });
    await Promise.all(next.displays.map((_, i) => this.log.display(wall.id, i)));
    for (let i = after; i < before; i++) await this.log.display(wall.id, i);
    return this.view(next);
  }

  async delete(id: string, acting: WallActing): Promise<boolean> {
    const wall = await this.walls.byId(acting.realmId, id);
    if (!wall) return false;
    await this.walls.delete(acting.realmId, id);
    await this.log.record(wall, 'WALL_DELETED', acting.actor);
    await this.log.wall(wall.realmId, wall.id);
    await Promise.all(wall.displays.map((_, i) => this.log.display(wall.id, i)));
    return true;
  }

  /** One display's content; the display follows at once. */
  async setContent(wallId: string, index: number, input: WallContentInput, acting: WallActing) {
    const wall = await foundWall(this.walls, acting.realmId, wallId);
    const display = displayAt(wall, index);
    const content = await checkWallContent(acting.realmId, input, this.sources, acting.maySee);
    display.content = content;
    await this.walls.save(wall, this.now());
    // The display is told first, as soon as what it reads again is saved: the audit entry and the
    // consoles' lists follow it instead of standing between the command and the wall's picture.
    await this.log.display(wall.id, index);
    await this.log.changed(wall, 'WALL_CONTENT_SET', acting, { display: index, ...contentDetail(content) });
    return this.view(wall);
  }

  /** The displays showing one of the realm's shared views follow its edits (followSharedViews). */
  followViews(realmId: string): Promise<void> {
    return followSharedViews(realmId, this.walls, this.sources, this.log, this.now);
  }

  async savePreset(wallId: string, name: string, acting: WallActing): Promise<VideoWallView> {
    return this.view(await this.presets.save(wallId, name, acting));
  }

  async recallPreset(wallId: string, presetId: string, acting: WallActing): Promise<VideoWallView> {
    return this.view(await this.presets.recall(wallId, presetId, acting));
  }

  async deletePreset(wallId: string, presetId: string, acting: WallActing): Promise<VideoWallView> {
    return this.view(await this.presets.delete(wallId, presetId, acting));
  }

  /** An administrator accepts the code shown on a display; a page paired with it before is unpaired
   *  when the new one claims its token. */
  async acceptPairing(code: string, wallId: string, index: number, acting: WallActing): Promise<VideoWallView> {
    const wall = await foundWall(this.walls, acting.realmId, wallId);
    displayAt(wall, index);
    await this.pairings.accept(code, { realmId: acting.realmId, wallId, displayIndex: index, by: acting.actor.id });
    await this.log.record(wall, 'WALL_DISPLAY_PAIRED', acting.actor, { display: index });
    return this.view(wall);
  }

  async unpair(wallId: string, index: number, acting: WallActing): Promise<VideoWallView> {
    const wall = await foundWall(this.walls, acting.realmId, wallId);
    displayAt(wall, index);
    await this.walls.revokeDisplays(acting.realmId, wallId, index, index + 1);
    await this.log.changed(wall, 'WALL_DISPLAY_UNPAIRED', acting, { display: index });
    await this.log.display(wallId, index);
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
}
