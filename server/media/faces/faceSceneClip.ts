/** A stretch of the face demo scene as the lobby camera's review stream carries it (issue 32;
 *  sceneClip): for the bench, its ground truth the scene's faceTraffic. */
import { DEMO_ENCODING } from '../sources/demoSceneArgs';
import { sceneClip, type SceneClip } from '../sources/sceneClip';
import { FaceScene } from './FaceScene';

export type FaceSceneClip = SceneClip;

export function faceSceneClip(fromMs: number, durationMs: number): Promise<FaceSceneClip> {
  const { width, height } = DEMO_ENCODING.full;
  return sceneClip(new FaceScene({ width, height }), fromMs, durationMs, `faces-${fromMs}`, 'face');
}
