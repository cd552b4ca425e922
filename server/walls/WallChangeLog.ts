/** How a wall's change is told (issue 30: every wall change in the audit): recorded in the user
 *  audit as the wall's, then published so consoles and the paired display pages follow at once. */
import type { VideoWallRecord } from '../db/repositories/videoWalls';
import type { AuditParty, UserAudit } from '../events';
import type { WallPublisher } from './wallTopics';

/** Who acts, in which realm: for the user audit, and which cameras they may put on a wall. */
export interface WallActing {
  realmId: string;
  actor: AuditParty;
  maySee: (cameraId: string) => boolean;
}

export type WallAuditKind =
  | 'WALL_CREATED'
  | 'WALL_UPDATED'
  | 'WALL_DELETED'
  | 'WALL_CONTENT_SET'
  | 'WALL_PRESET_SAVED'
  | 'WALL_PRESET_RECALLED'
  | 'WALL_PRESET_DELETED'
  | 'WALL_DISPLAY_PAIRED'
  | 'WALL_DISPLAY_UNPAIRED';

export class WallChangeLog {
  constructor(
    private readonly publish: WallPublisher,
    private readonly audit?: UserAudit,
  ) {}

  /** Recorded, then the realm's consoles told. */
  async changed(wall: VideoWallRecord, kind: WallAuditKind, acting: WallActing, detail?: object): Promise<void> {
    await this.record(wall, kind, acting.actor, detail);
    await this.wall(wall.realmId, wall.id);
  }

  /** In the user audit of the wall's realm; a change the platform made itself has no actor. */
  async record(wall: VideoWallRecord, kind: WallAuditKind, actor: AuditParty | undefined, detail?: object) {
    await this.audit?.record([wall.realmId], {
      kind,
      ...(actor && { actor }),
      target: { id: wall.id, name: wall.name, type: 'wall' },
      ...(detail && { detail: { ...detail } }),
    });
  }

  /** The realm's consoles read the wall again. */
  wall(realmId: string, wallId: string): Promise<void> {
    return this.publish.wall(realmId, wallId);
  }

  /** The display's page reads what it shows again. */
  display(wallId: string, index: number): Promise<void> {
    return this.publish.display(wallId, index);
  }
}
