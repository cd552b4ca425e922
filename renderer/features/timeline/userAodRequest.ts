/** What a click on what only the avatar holds asks for (spec 2 §4 GetAOD; issue 31), from the
 *  Timeline widget and a cell's own strip alike: a minute of the camera's full stream from the 30 s
 *  chunk of the time clicked. */
import { AOD_CHUNK_MS } from '../../../shared/video/constants';
import { AOD_PREFETCH_MS } from '../../../shared/video/deliveryConstants';

export interface UserAodRequest {
  deviceId: string;
  start: number;
  duration: number;
  stream: 'FULL';
}

export function userAodRequest(deviceId: string, time: number): UserAodRequest {
  return { deviceId, start: Math.floor(time / AOD_CHUNK_MS) * AOD_CHUNK_MS, duration: AOD_PREFETCH_MS, stream: 'FULL' };
}
