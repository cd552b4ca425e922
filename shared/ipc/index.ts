/**
 * Typed IPC between the desktop main process and the console: contracts, channels and the bridge.
 *
 * How the console uses `window.vantage` (renderer/platform/desktop.ts wraps it; the web platform
 * leaves these features absent):
 * - Which window am I in: `windows.getCurrent()`. In a separate window (`kind: 'view'`) only
 *   /view/ and /view/{viewId} exist, and the view offers 'return view to main window':
 *   `cast.returnViewToMainWindow(viewId)`.
 * - Cast to display (view list row, view header): pick from `displays.list()` (kept fresh by
 *   `displays.onDidChangeDisplays`), then `cast.castView({ viewId, displayId })`.
 * - View.inWindow / displayId / rect: from `cast.list()` and `cast.onDidChange`.
 * - The main window listens to `cast.onDidReturnViewToMainWindow` and shows the view it names.
 * - 'Save current session' (settings, default on): `session.getSaveEnabled()` /
 *   `session.setSaveEnabled(enabled)`.
 * - Once the signed-in user's workspace shows in the main window: `session.restore({ realmId,
 *   userId })` (reopens their saved windows; a repeat call for the same user does nothing).
 * - When the session ends (logout, session close, another tab's logout): `session.didLogout()`.
 */
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
