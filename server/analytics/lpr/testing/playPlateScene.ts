/** Plays the demo gate's plate scene (issue 32) into a licence plate engine as fast as it analyses:
 *  each picture it is to analyse (the first of its 1/fps slot) once the one before is done, as in
 *  real time, the pictures between straight to its decoder; answers once every read is given out. */
import { PLATE_PASSAGE_MS } from '../../../../shared/analytics/plateTraffic';
import { plateSceneClip } from '../../../media';
import { LprEngine, type LprEngineDeps } from '../LprEngine';
import type { PlateOcr } from '../PlateOcr';

/** The scene's seed: the passages and plates plateTraffic(PLATE_SCENE_SEED) tells. */
export const PLATE_SCENE_SEED = 32;
/** A whole passage's start, so a window from it holds whole passages. */
export const PLATE_SCENE_FROM = Math.floor(Date.UTC(2026, 10, 29, 12) / PLATE_PASSAGE_MS) * PLATE_PASSAGE_MS;
const FPS = 2;

export interface PlayedPlateScene {
  engine: LprEngine;
  /** The engine's onError messages. */
  errors: string[];
}

export async function playPlateScene(
  ocr: PlateOcr,
  windowMs: number,
  hooks: Pick<LprEngineDeps, 'onRead' | 'onBoxes'>,
): Promise<PlayedPlateScene> {
  const clip = await plateSceneClip(PLATE_SCENE_SEED, PLATE_SCENE_FROM, windowMs);
  const errors: string[] = [];
  const engine = new LprEngine(
    { cameraId: 'gate', engine: 'lpr', fps: FPS },
    { ocr, snapshot: async () => undefined, onError: (message) => errors.push(message), ...hooks },
  );
  const drained = async (): Promise<void> => {
    while (engine.backlog > 0) await new Promise((r) => setTimeout(r, 2));
  };
  engine.init(clip.init);
  let slot = Number.NEGATIVE_INFINITY;
  for (const frame of clip.frames) {
    const next = Math.floor((frame.pts * FPS) / 1000);
    if (next > slot) await drained();
    slot = next;
    engine.frame(frame);
  }
  await drained();
  engine.close();
  return { engine, errors };
}
