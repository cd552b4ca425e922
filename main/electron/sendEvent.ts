/** Sends a contract event to a renderer on the channel its map names, with a typed payload. */
import type { WebContents } from 'electron';
import {
  type EventKeys,
  IPC_CONTRACTS,
  type IpcArea,
  type IpcEventPayload,
  type VantageBridge,
} from '../../shared/ipc';

export function sendEvent<A extends IpcArea, K extends EventKeys<VantageBridge[A]>>(
  target: WebContents,
  area: A,
  event: K,
  payload: IpcEventPayload<A, K>,
): void {
  const channel = (IPC_CONTRACTS[area] as Readonly<Record<string, string>>)[event];
  if (channel !== undefined && !target.isDestroyed()) target.send(channel, payload);
}
