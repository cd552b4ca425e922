/** Registers the core's IPC routes with ipcMain, refusing calls from frames main does not trust. */
import { type IpcMainInvokeEvent, ipcMain } from 'electron';
import type { IpcCaller, IpcRoute } from '../core';

export function registerIpcRoutes(
  routes: readonly IpcRoute<IpcCaller>[],
  isTrusted: (event: IpcMainInvokeEvent) => boolean,
): () => void {
  for (const route of routes) {
    ipcMain.handle(route.channel, (event, ...args: unknown[]) => {
      if (!isTrusted(event)) {
        throw new Error(`[ipc] ${route.channel}: refused for ${event.senderFrame?.url ?? 'an unknown frame'}`);
      }
      return route.handle({ webContentsId: event.sender.id }, args);
    });
  }
  return () => routes.forEach((route) => ipcMain.removeHandler(route.channel));
}
