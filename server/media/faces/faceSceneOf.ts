/** Whether a demo camera shows the face lobby (device config `faceScene: {}`, issue 32), and its
 *  scene as the camera's raw frames; the portraits are decoded once per process. */
import type { DeviceRecord } from '../../db/repositories/devices';
import { FaceScene } from './FaceScene';

let scene: FaceScene | undefined;

export function faceSceneOf(device: Pick<DeviceRecord, 'config'>): Pick<FaceScene, 'size' | 'feed'> | undefined {
  if (typeof device.config.faceScene !== 'object' || device.config.faceScene === null) return undefined;
  scene ??= new FaceScene();
  return scene;
}
