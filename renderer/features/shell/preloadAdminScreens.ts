/** Loads the administration screens' chunks while an administrator looks at the Start Page (issue
 *  36: a Start-page link waited for its section's code to download and compile before it could ask
 *  for its data). In idle time, so the page itself is never slowed; a chunk that fails to load here
 *  is simply asked for again by the click. */
import { preloadAccessPolicies } from '../access-policies';
import { preloadAccessUsers } from '../access-users';
import { preloadCameraAdmin } from '../camera-admin';
import { preloadDeviceAdmin } from '../device-admin';

const PRELOADS: ReadonlyArray<() => Promise<unknown>> = [
  preloadAccessUsers,
  preloadDeviceAdmin,
  preloadCameraAdmin,
  preloadAccessPolicies,
];

/** Starts the preloads once the browser is idle (where it cannot say so, nothing is preloaded: the
 *  click loads what it needs); returns a cancel for a page left before then. */
export function preloadAdminScreens(): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  const handle = window.requestIdleCallback(
    () => {
      for (const preload of PRELOADS) preload().catch(() => undefined);
    },
    { timeout: 2_000 },
  );
  return () => window.cancelIdleCallback(handle);
}
