/** Which Chromium the browser tests drive: Debian's /usr/bin/chromium when present (Playwright
 *  cannot download its own on machines without internet access), else Playwright's own. */
import fs from 'node:fs';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Flags that keep a headless Chromium quiet on a closed network (design.md §3). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function systemChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  return SYSTEM_CHROMIUM.find((candidate) => fs.existsSync(candidate));
}
