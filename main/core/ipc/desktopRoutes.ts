/** The desktop contracts (app, displays, windows, cast, session) implemented over services main provides. */
import {
  APP_CHANNELS,
  type AppApi,
  CAST_CHANNELS,
  type CastApi,
  type CastRequest,
  type CastView,
  type CurrentWindow,
  DISPLAYS_CHANNELS,
  type Display,
  type DisplaysApi,
  SESSION_CHANNELS,
  type SessionApi,
  type SessionOwner,
  WINDOWS_CHANNELS,
  type WindowsApi,
} from '../../../shared/ipc';
import { type ContractHandlers, type IpcRoute, contractRoutes } from './contractRoutes';
import {
  parseCastRequestArgs,
  parseEnabledArgs,
  parseNoArgs,
  parseServerUrlArgs,
  parseSessionOwnerArgs,
  parseViewIdArgs,
} from './payloads';

/** Who called: the id of the sending webContents (main resolves it to a window). */
export interface IpcCaller {
  webContentsId: number;
}

/** What the handlers need from the Electron side; arguments arrive already validated. */
export interface DesktopServices {
  version(): string;
  serverUrl(): string;
  setServerUrl(url: string): void;
  listDisplays(): Display[];
  currentWindow(caller: IpcCaller): CurrentWindow;
  castView(request: CastRequest): CastView;
  returnViewToMainWindow(viewId: string): void;
  listCasts(): CastView[];
  saveEnabled(): boolean;
  setSaveEnabled(enabled: boolean): void;
  restoreSession(owner: SessionOwner): CastView[];
  didLogout(): void;
}

export function desktopRoutes(services: DesktopServices): IpcRoute<IpcCaller>[] {
  const app: ContractHandlers<AppApi, IpcCaller> = {
    getVersion: { parse: parseNoArgs, run: () => services.version() },
    getServerUrl: { parse: parseNoArgs, run: () => services.serverUrl() },
    setServerUrl: { parse: parseServerUrlArgs, run: (_caller, url) => services.setServerUrl(url) },
  };
  const displays: ContractHandlers<DisplaysApi, IpcCaller> = {
    list: { parse: parseNoArgs, run: () => services.listDisplays() },
  };
  const windows: ContractHandlers<WindowsApi, IpcCaller> = {
    getCurrent: { parse: parseNoArgs, run: (caller) => services.currentWindow(caller) },
  };
  const cast: ContractHandlers<CastApi, IpcCaller> = {
    castView: { parse: parseCastRequestArgs, run: (_caller, request) => services.castView(request) },
    returnViewToMainWindow: {
      parse: parseViewIdArgs,
      run: (_caller, viewId) => services.returnViewToMainWindow(viewId),
    },
    list: { parse: parseNoArgs, run: () => services.listCasts() },
  };
  const session: ContractHandlers<SessionApi, IpcCaller> = {
    getSaveEnabled: { parse: parseNoArgs, run: () => services.saveEnabled() },
    setSaveEnabled: { parse: parseEnabledArgs, run: (_caller, enabled) => services.setSaveEnabled(enabled) },
    restore: { parse: parseSessionOwnerArgs, run: (_caller, owner) => services.restoreSession(owner) },
    didLogout: { parse: parseNoArgs, run: () => services.didLogout() },
  };
  return [
    ...contractRoutes(APP_CHANNELS, app),
    ...contractRoutes(DISPLAYS_CHANNELS, displays),
    ...contractRoutes(WINDOWS_CHANNELS, windows),
    ...contractRoutes(CAST_CHANNELS, cast),
    ...contractRoutes(SESSION_CHANNELS, session),
  ];
}
