/** The preload bridge: `window.vantage`, built from the channel maps in shared/ipc, and nothing else. */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { type IpcTransport, createBridge, guardTransport } from '../shared/ipc';

/** ipcRenderer behind the contracts' channel lists; listeners get the payload, never the IPC event. */
const transport: IpcTransport = guardTransport({
  invoke: (channel, args) => ipcRenderer.invoke(channel, ...args),
  subscribe(channel, listener) {
    const handler = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, handler);
    return () => {
      ipcRenderer.removeListener(channel, handler);
    };
  },
});

contextBridge.exposeInMainWorld('vantage', createBridge(transport));
