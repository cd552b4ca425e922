/** Which Chromium the browser tests drive: Debian's /usr/bin/chromium when present (Playwright
 *  cannot download its own on machines without internet access), else Playwright's own. */
import fs from 'node:fs';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The features Playwright itself disables (playwright-core's chromiumSwitches.ts, 1.65). Chromium
 *  keeps only the last --disable-features switch it is given, and Playwright puts its own before
 *  ours: a switch of ours without these names would turn them back on. chromium.test.ts reads the
 *  switches off a running browser and names any Playwright adds that this list lacks. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The address bar's WebUI popups, which Chromium loads in a renderer of their own for every new
 *  window — every test's browser context — though a headless browser never shows them: about one
 *  core-second each on a 2-core machine (1.42 and 1.47 a context with them, 0.45 and 0.52 without). */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Flags that keep a headless Chromium quiet on a closed network (design.md §3). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
];

export function systemChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  return SYSTEM_CHROMIUM.find((candidate) => fs.existsSync(candidate));
}
