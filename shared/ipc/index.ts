/** Typed IPC between the desktop main process and the console: contracts, channels and the bridge. */
export type { ChannelMap, EventKeys, EventPayload, MethodKeys, Unsubscribe } from './contract';
export { isEventKey } from './contract';
export { APP_CHANNELS, type AppApi } from './app';
export { DISPLAYS_CHANNELS, type Display, type DisplaysApi } from './displays';
export { WINDOWS_CHANNELS, type CurrentWindow, type WindowKind, type WindowsApi } from './windows';
export { CAST_CHANNELS, type CastApi, type CastRequest, type CastView, type ScreenRect } from './cast';
export { SESSION_CHANNELS, type SessionApi, type SessionOwner } from './session';
export {
  ALL_CHANNELS,
  EVENT_CHANNELS,
  INVOKE_CHANNELS,
  IPC_CONTRACTS,
  isEventChannel,
  isInvokeChannel,
  isKnownChannel,
  type IpcArea,
  type IpcChannel,
  type IpcEventPayload,
  type VantageBridge,
} from './registry';
export { createBridge, guardTransport, type IpcTransport } from './createBridge';
