/** A camera's video analytics page (spec 3 §2.1 /view/camera/vae/{cameraId}; issue 32): it loads
 *  with the watchlist screens' chunk, so the shell carries only this. A user whose visual
 *  configuration limits video analytics (spec 3 §6) is told so instead (the platform refuses them
 *  the page's data too). */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisualConfigFlag } from '../session';

const VaePage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "watchlists" */ './VaePage')).VaePage,
}));

export function VaeSection({ cameraId }: { cameraId: string }) {
  const { t } = useTranslation();
  const limited = useVisualConfigFlag('limitedVideoAnalyticsAccess');
  if (limited) {
    return (
      <section className="vt-section-placeholder">
        <h1>{t('admin.deniedTitle')}</h1>
        <p className="vt-muted">{t('widgets.accessRestricted')}</p>
      </section>
    );
  }
  return (
    <Suspense fallback={<p className="vt-muted">{t('watchlists.loading')}</p>}>
      <VaePage key={cameraId} cameraId={cameraId} />
    </Suspense>
  );
}
