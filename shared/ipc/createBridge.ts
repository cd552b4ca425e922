/** Builds `window.vantage` from the channel maps over any transport (ipcRenderer in the preload). */
import { type Unsubscribe, isEventKey } from './contract';
import { IPC_CONTRACTS, type VantageBridge, isEventChannel, isInvokeChannel } from './registry';

/** The two operations a bridge needs; the preload implements them with ipcRenderer. */
export interface IpcTransport {
  invoke(channel: string, args: readonly unknown[]): Promise<unknown>;
  subscribe(channel: string, listener: (payload: unknown) => void): Unsubscribe;
}

/** Wraps a transport so it refuses every channel that is not in the contracts. */
export function guardTransport(transport: IpcTransport): IpcTransport {
  return {
    invoke(channel, args) {
      if (!isInvokeChannel(channel)) return Promise.reject(new Error(`Unknown IPC channel '${String(channel)}'`));
      return transport.invoke(channel, args);
    },
    subscribe(channel, listener) {
      if (!isEventChannel(channel)) throw new Error(`Unknown IPC event channel '${String(channel)}'`);
      return transport.subscribe(channel, listener);
    },
  };
}

/**
 * One frozen object per area: methods invoke their channel with their arguments, `onDid…` events
 * subscribe and hand the listener the payload only (never the IPC event object).
 */
export function createBridge(transport: IpcTransport): VantageBridge {
  const bridge: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [area, channels] of Object.entries(IPC_CONTRACTS)) {
    const api: Record<string, unknown> = {};
    for (const [name, channel] of Object.entries(channels)) {
      api[name] = isEventKey(name)
        ? (listener: unknown): Unsubscribe => {
            if (typeof listener !== 'function') throw new TypeError(`${area}.${name} expects a listener function`);
            let subscribed = true;
            const unsubscribe = transport.subscribe(channel, (payload) => (listener as (p: unknown) => void)(payload));
            return () => {
              if (!subscribed) return;
              subscribed = false;
              unsubscribe();
            };
          }
        : (...args: unknown[]): Promise<unknown> => transport.invoke(channel, args);
    }
    bridge[area] = Object.freeze(api);
  }
  return Object.freeze(bridge) as unknown as VantageBridge;
}
