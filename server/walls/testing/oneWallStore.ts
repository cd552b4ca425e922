/** The walls service's unit tests: a 1 × 2 wall in realm-1, a store holding it alone (with the
 *  display tokens a test pairs), sources that hold every camera, and an operator who may see them. */
import type { VideoWallRecord, VideoWallRepository, WallDisplayTokenRecord } from '../../db/repositories/videoWalls';
import type { WallActing } from '../WallChangeLog';

type WallContent = VideoWallRecord['displays'][number]['content'];

export const ACTING: WallActing = {
  realmId: 'realm-1',
  actor: { id: 'user-1', name: 'Operator' },
  maySee: () => true,
};

/** Every camera is in the realm; no view has cameras. */
export const ALL_CAMERAS = { cameraInRealm: async () => true, viewCameras: async () => undefined };

/** 'wall-1', one row of two displays showing `contents`. */
export function twoDisplayWall(
  contents: [WallContent, WallContent],
  presets: VideoWallRecord['presets'] = [],
): VideoWallRecord {
  return {
    id: 'wall-1',
    realmId: 'realm-1',
    name: 'Control room',
    rows: 1,
    columns: 2,
    displays: contents.map((content) => ({ name: null, content })),
    presets,
    updatedAt: 0,
  };
}

/** The repository calls the service makes, over `wall` alone and the tokens in `tokens` (by key). */
export function oneWallStore(
  wall: VideoWallRecord,
  tokens = new Map<string, WallDisplayTokenRecord>(),
): VideoWallRepository {
  const stored = { wall: structuredClone(wall) };
  return {
    byId: async () => structuredClone(stored.wall),
    save: async (saved: VideoWallRecord) => {
      stored.wall = structuredClone(saved);
    },
    displayToken: async (key: string) => tokens.get(key),
    displayTokens: async () => [...tokens.values()],
    revokeDisplays: async (_realm: string, _wall: string, from: number, to: number) => {
      for (const [key, token] of tokens) if (token.displayIndex >= from && token.displayIndex < to) tokens.delete(key);
    },
  } as unknown as VideoWallRepository;
}
