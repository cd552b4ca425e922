/** Says once, before the run, why the _electron specs are skipped here: the list reporter shows no skip reasons. */
import { NO_BINARY, electronBinary } from './desktopApp';

export default function globalSetup(): void {
  if (electronBinary() !== null) return;
  process.stdout.write(
    `${NO_BINARY}: the _electron specs (app, cast, castToWall, session, wallKiosk) are skipped here; ` +
      'chromiumWindows.spec.ts still drives real Chromium windows with main/core.\n',
  );
}
