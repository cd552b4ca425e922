/** The desktop contracts (app, displays, windows) implemented over services main provides. */
import {
  APP_CHANNELS,
  type AppApi,
  type CurrentWindow,
  DISPLAYS_CHANNELS,
  type Display,
  type DisplaysApi,
  type OpenViewRequest,
  type ViewWindow,
  WINDOWS_CHANNELS,
  type WindowsApi,
} from '../../../shared/ipc';
import { type ContractHandlers, type IpcRoute, contractRoutes } from './contractRoutes';
import { parseNoArgs, parseOpenViewArgs, parseServerUrlArgs, parseViewIdArgs } from './payloads';

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
  openView(caller: IpcCaller, request: OpenViewRequest): ViewWindow;
  returnViewToMainWindow(viewId: string): void;
  currentWindow(caller: IpcCaller): CurrentWindow;
  listViewWindows(): ViewWindow[];
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
    openView: { parse: parseOpenViewArgs, run: (caller, request) => services.openView(caller, request) },
    returnViewToMainWindow: {
      parse: parseViewIdArgs,
      run: (_caller, viewId) => services.returnViewToMainWindow(viewId),
    },
    getCurrent: { parse: parseNoArgs, run: (caller) => services.currentWindow(caller) },
    listViewWindows: { parse: parseNoArgs, run: () => services.listViewWindows() },
  };
  return [
    ...contractRoutes(APP_CHANNELS, app),
    ...contractRoutes(DISPLAYS_CHANNELS, displays),
    ...contractRoutes(WINDOWS_CHANNELS, windows),
  ];
}
