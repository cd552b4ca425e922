/** The Electron main process: one instance, the console's windows, typed IPC and error reporting. */
import path from 'node:path';
import { app, dialog, session } from 'electron';
import { ConsoleNodeWatch, SERVER_URL_ENV, desktopRoutes, parseWallKiosk, resolveServerUrl } from '../core';
import { appVersion } from './appVersion';
import { copySessionCookie } from './copySessionCookie';
import { installSessionPolicies } from './installSessionPolicies';
import { openWallKiosk } from './openWallKiosk';
import { registerIpcRoutes } from './registerIpcRoutes';
import { readScreenLayout, watchScreenChanges } from './screens';
import { createSessionStorage } from './sessionStore';
import { createSettingsStore } from './settingsStore';
import { startErrorReporting } from './startErrorReporting';
import { WindowManager } from './WindowManager';

/** Environment variable giving another user-data folder (tests, several profiles side by side). */
const USER_DATA_ENV = 'VANTAGE_USER_DATA_DIR';

function start(): WindowManager {
  const settings = createSettingsStore();
  let serverUrl = resolveServerUrl({ fromEnv: process.env[SERVER_URL_ENV], fromStore: settings.storedServerUrl() }).url;
  const serverOrigin = () => serverUrl;
  const version = appVersion();

  installSessionPolicies(session.defaultSession, serverOrigin);
  const manager = new WindowManager({
    // webpack puts preload.js beside main.js in build/desktop.
    preloadPath: path.join(__dirname, 'preload.js'),
    serverOrigin,
    settings,
    sessionStorage: createSessionStorage(),
    readLayout: readScreenLayout,
  });
  // Issue 33: when the node the windows show is lost, they move to another node of its cluster for
  // this run (the stored server URL stays the user's choice), with the session they signed in with.
  const nodeWatch = new ConsoleNodeWatch({
    origin: serverOrigin,
    fetch: (url, init) => session.defaultSession.fetch(url, init),
    now: () => performance.now(),
    schedule(run, ms) {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    async moveTo(to, from) {
      const signedIn = await copySessionCookie(session.defaultSession, from, to).catch(() => false);
      console.info(`Server ${from} is not answering: moving to ${to}${signedIn ? ' with the session' : ''}`);
      serverUrl = to;
      manager.moveToServer(from);
    },
  });
  registerIpcRoutes(
    desktopRoutes({
      version: () => version,
      serverUrl: serverOrigin,
      setServerUrl(url) {
        settings.setServerUrl(url);
        serverUrl = url;
        nodeWatch.reset();
        // Answer the caller first: reloading replaces the page that asked.
        setTimeout(() => manager.reloadFromServer(), 0);
      },
      listDisplays: () => manager.listDisplays(),
      currentWindow: (caller) => manager.currentWindow(caller),
      castView: (request) => manager.castView(request),
      returnViewToMainWindow: (viewId) => manager.returnViewToMainWindow(viewId),
      listCasts: () => manager.listCasts(),
      saveEnabled: () => manager.session.saveEnabled(),
      setSaveEnabled: (enabled) => manager.session.setSaveEnabled(enabled),
      restoreSession: (owner) => manager.restoreSession(owner),
      didLogout: () => manager.didLogout(),
    }),
    (event) => manager.isTrustedSender(event),
  );
  watchScreenChanges(() => manager.handleScreenChange());
  // Issue 30: started as a wall display, the app shows the /wall page alone instead of the console.
  const kiosk = parseWallKiosk(process.argv);
  if (kiosk) openWallKiosk(kiosk, readScreenLayout(), serverOrigin);
  else {
    manager.openMainWindow();
    nodeWatch.start();
  }

  startErrorReporting(serverUrl, version).then(
    (options) => options && console.info(`Error reporting on (release ${options.release})`),
    (error: unknown) => console.warn('Error reporting stays off:', error instanceof Error ? error.message : error),
  );
  return manager;
}

function run(): void {
  let manager: WindowManager | undefined;
  app.on('second-instance', () => manager?.openMainWindow());
  app.on('window-all-closed', () => app.quit());
  // Before any window closes: save the session as it stands, then stop saving while windows go.
  app.on('before-quit', () => manager?.session.shutdown());
  app.on('web-contents-created', (_event, contents) => {
    // Defaults for any web contents; our own windows replace the open handler with guardWebContents.
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
  app
    .whenReady()
    .then(() => {
      manager = start();
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error('Vantage could not start:', message);
      dialog.showErrorBox('Vantage could not start', message);
      app.exit(1);
    });
}

app.setName('Vantage');
const userData = process.env[USER_DATA_ENV];
if (userData) app.setPath('userData', path.resolve(userData));
app.enableSandbox();

if (app.requestSingleInstanceLock()) {
  run();
} else {
  app.quit();
}
