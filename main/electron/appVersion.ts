/** The application version: the packaged app's, or package.json's when run from build/desktop. */
import fs from 'node:fs';
import path from 'node:path';
import { app } from 'electron';

export function appVersion(): string {
  if (app.isPackaged) return app.getVersion();
  // `electron build/desktop/main.js` reports Electron's own version; the repository's package.json is two levels up.
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    if (typeof manifest.version === 'string') return manifest.version;
  } catch {
    // Fall through to Electron's answer.
  }
  return app.getVersion();
}
