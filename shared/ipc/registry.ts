/** The registry of every IPC contract: the shape of `window.vantage` and the channels it may use. */
import { APP_CHANNELS, type AppApi } from './app';
import { CAST_CHANNELS, type CastApi } from './cast';
import { type ChannelMap, type EventKeys, type EventPayload, isEventKey } from './contract';
import { DISPLAYS_CHANNELS, type DisplaysApi } from './displays';
import { SESSION_CHANNELS, type SessionApi } from './session';
import { WINDOWS_CHANNELS, type WindowsApi } from './windows';

/**
 * `window.vantage` in the desktop shell: one member per IPC area. Absent in a plain browser, so
 * `'vantage' in window` tells the two apart. Every method returns a promise that rejects with a
 * readable message when its arguments do not match the contract; every `onDid…` event returns its
 * unsubscribe function.
 */
export interface VantageBridge {
  app: AppApi;
  displays: DisplaysApi;
  windows: WindowsApi;
  cast: CastApi;
  session: SessionApi;
}

export type IpcArea = keyof VantageBridge;

export const IPC_CONTRACTS = {
  app: APP_CHANNELS,
  displays: DISPLAYS_CHANNELS,
  windows: WINDOWS_CHANNELS,
  cast: CAST_CHANNELS,
  session: SESSION_CHANNELS,
} as const satisfies { readonly [A in IpcArea]: ChannelMap<A, VantageBridge[A]> };

type Contracts = typeof IPC_CONTRACTS;

/** Every channel name of every area. */
export type IpcChannel = { [A in IpcArea]: Contracts[A][keyof Contracts[A]] }[IpcArea];

/** The payload main sends on an area's event. */
export type IpcEventPayload<A extends IpcArea, K extends EventKeys<VantageBridge[A]>> = EventPayload<
  VantageBridge[A],
  K
>;

function channelsOf(events: boolean): readonly IpcChannel[] {
  const found: IpcChannel[] = [];
  for (const channels of Object.values(IPC_CONTRACTS)) {
    for (const [name, channel] of Object.entries(channels)) {
      if (isEventKey(name) === events) found.push(channel as IpcChannel);
    }
  }
  return Object.freeze(found);
}

/** Channels the renderer invokes (ipcRenderer.invoke ↔ ipcMain.handle). */
export const INVOKE_CHANNELS = channelsOf(false);
/** Channels main sends events on (webContents.send ↔ ipcRenderer.on). */
export const EVENT_CHANNELS = channelsOf(true);
export const ALL_CHANNELS: readonly IpcChannel[] = Object.freeze([...INVOKE_CHANNELS, ...EVENT_CHANNELS]);

export function isInvokeChannel(channel: unknown): channel is IpcChannel {
  return typeof channel === 'string' && (INVOKE_CHANNELS as readonly string[]).includes(channel);
}

export function isEventChannel(channel: unknown): channel is IpcChannel {
  return typeof channel === 'string' && (EVENT_CHANNELS as readonly string[]).includes(channel);
}

export function isKnownChannel(channel: unknown): channel is IpcChannel {
  return isInvokeChannel(channel) || isEventChannel(channel);
}
