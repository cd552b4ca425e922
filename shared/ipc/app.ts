/** IPC contract of the desktop application itself: version and the platform server it talks to. */
import type { ChannelMap } from './contract';

export interface AppApi {
  /** The desktop application's version (also the release reported to error reporting). */
  getVersion(): Promise<string>;
  /** The origin of the platform server the console is loaded from, e.g. `http://localhost:8080`. */
  getServerUrl(): Promise<string>;
  /** Stores a new server origin and reloads every window from it; rejects a URL that is not http(s). */
  setServerUrl(url: string): Promise<void>;
}

export const APP_CHANNELS = {
  getVersion: 'app:getVersion',
  getServerUrl: 'app:getServerUrl',
  setServerUrl: 'app:setServerUrl',
} as const satisfies ChannelMap<'app', AppApi>;
