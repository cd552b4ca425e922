/** The admin routes device administration answers (spec 1 §2.5 Devices and Settings, spec 3 §2.1):
 *  Sensors, Gateways, Avatars (and /view/link/edit/{linkId}), Avatar Activation, Manage Avatars
 *  (not its watchlist variants), Device Audit and Avatar Discovery. The screens load as their own
 *  chunk, so the shell carries only this switch. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRoute } from '../admin';

/** Loads the screens' chunk; the Start Page asks for it early, so a click does not wait for it. */
export const preloadDeviceAdmin = () => import(/* webpackChunkName: "device-admin" */ './DeviceAdminScreens');

const DeviceAdminScreens = lazy(async () => ({ default: (await preloadDeviceAdmin()).DeviceAdminScreens }));

const VIEWS = new Set([
  'Sensors',
  'Gateways',
  'Avatars',
  'AvatarActivation',
  'ManageAvatars',
  'DeviceAudit',
  'AvatarDiscovery',
]);

/** Whether device administration shows this admin route. */
export function isDeviceAdminRoute(route: AdminRoute): boolean {
  return VIEWS.has(route.view.id);
}

export function DeviceAdminSection({ route }: { route: AdminRoute }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="vt-muted">{t('deviceAdmin.loading')}</p>}>
      <DeviceAdminScreens route={route} />
    </Suspense>
  );
}
