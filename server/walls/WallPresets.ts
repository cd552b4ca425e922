/** A wall's presets (spec 3 §2.12; issue 30): named states of the whole wall, saved from what its
 *  displays show, recalled onto every display at once, deleted. Answers the wall as it is after. */
import { randomUUID } from 'node:crypto';
import { WALL_ERROR, WALL_MAX_PRESETS, wallNameError } from '../../shared/walls/videoWalls';
import type { VideoWallRecord, VideoWallRepository } from '../db/repositories/videoWalls';
import { DomainError } from '../kernel';
import type { WallSources } from './checkWallContent';
import type { WallActing, WallChangeLog } from './WallChangeLog';
import { foundWall } from './wallRecords';

export class WallPresets {
  constructor(
    private readonly walls: VideoWallRepository,
    private readonly sources: WallSources,
    private readonly log: WallChangeLog,
    private readonly now: () => number,
  ) {}

  /** What the displays show now, under the name; a preset of that name is replaced. */
  async save(wallId: string, name: string, acting: WallActing): Promise<VideoWallRecord> {
    const problem = wallNameError(name);
    if (problem) throw DomainError.badInput(problem);
    const wall = await foundWall(this.walls, acting.realmId, wallId);
    const trimmed = name.trim();
    const contents = wall.displays.map((d) => d.content);
    const existing = wall.presets.find((p) => p.name === trimmed);
    if (existing) existing.contents = contents;
    else if (wall.presets.length >= WALL_MAX_PRESETS) throw DomainError.badInput(WALL_ERROR.TOO_MANY_PRESETS);
    else wall.presets.push({ id: randomUUID(), name: trimmed, contents });
    await this.walls.save(wall, this.now());
    await this.log.changed(wall, 'WALL_PRESET_SAVED', acting, { preset: trimmed });
    return wall;
  }

  /** Every display the preset holds shows its content; cameras the caller may not see (or that
   *  left the realm) are left out of their cells. */
  async recall(wallId: string, presetId: string, acting: WallActing): Promise<VideoWallRecord> {
    const wall = await foundWall(this.walls, acting.realmId, wallId);
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
    // The displays first, the audit entry after them (as for one display's content).
    await Promise.all(changed.map((i) => this.log.display(wall.id, i)));
    await this.log.changed(wall, 'WALL_PRESET_RECALLED', acting, { preset: preset.name });
    return wall;
  }

  async delete(wallId: string, presetId: string, acting: WallActing): Promise<VideoWallRecord> {
    const wall = await foundWall(this.walls, acting.realmId, wallId);
    const preset = wall.presets.find((p) => p.id === presetId);
    if (!preset) throw new DomainError('notFound', WALL_ERROR.PRESET_NOT_FOUND);
    wall.presets = wall.presets.filter((p) => p.id !== presetId);
    await this.walls.save(wall, this.now());
    await this.log.changed(wall, 'WALL_PRESET_DELETED', acting, { preset: preset.name });
    return wall;
  }
}
