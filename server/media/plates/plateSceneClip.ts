/** A stretch of the licence plate demo scene as the gate camera's review stream carries it (issue
 *  32; sceneClip): for tests and the bench, their ground truth the scene's traffic. */
import { plateTraffic } from '../../../shared/analytics/plateTraffic';
import { DEMO_ENCODING } from '../sources/demoSceneArgs';
import { sceneClip, type SceneClip } from '../sources/sceneClip';
import { loadPlateGlyphs } from './plateGlyphs';
import { PlateScene } from './PlateScene';

export type PlateSceneClip = SceneClip;

export async function plateSceneClip(seed: number, fromMs: number, durationMs: number): Promise<PlateSceneClip> {
  const { width, height } = DEMO_ENCODING.full;
  const scene = new PlateScene(plateTraffic(seed), await loadPlateGlyphs(), { width, height });
  return sceneClip(scene, fromMs, durationMs, `plates-${seed}-${fromMs}`, 'plate');
}
