/** The Cameras admin routes (spec 1 §2.5 Devices → Cameras; spec 3 §2.1): /view/Cameras,
 *  /view/camera/add, /view/camera/import and /view/camera/edit/{cameraId}[/{tabId}]. The screens load
 *  as their own chunk, so the shell carries only this switch. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRoute } from '../admin';

/** Loads the screens' chunk; the Start Page asks for it early, so a click does not wait for it. */
export const preloadCameraAdmin = () => import(/* webpackChunkName: "camera-admin" */ './CameraAdminScreens');

const CameraAdminScreens = lazy(async () => ({ default: (await preloadCameraAdmin()).CameraAdminScreens }));

/** Whether camera administration shows this admin route (the analytics page and discovery are not its). */
export function isCameraAdminRoute(route: AdminRoute): boolean {
  return route.view.id === 'Cameras' && route.action !== 'vae';
}

export function CameraAdminSection({ route }: { route: AdminRoute }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="vt-muted">{t('cameraAdmin.loading')}</p>}>
      <CameraAdminScreens route={route} />
    </Suspense>
  );
}
