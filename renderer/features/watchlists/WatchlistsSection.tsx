/** Settings → Watchlist License Plate Recognition and Watchlist Facial (spec 1 §2.5; issue 32): the
 *  screens load as their own chunk, so the shell carries only this. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchlistKind } from '../../../shared/watchlists/watchlists';

const WatchlistScreens = lazy(async () => ({
  default: (await import(/* webpackChunkName: "watchlists" */ './WatchlistScreens')).WatchlistScreens,
}));

/** The watchlist kind an admin view shows, if it is a watchlist view (spec 3 §2.1 ManageAvatars'
 *  license-plate and facial variants). */
export function watchlistKindOf(viewId: string): WatchlistKind | undefined {
  if (viewId === 'WatchlistLicensePlate') return 'licensePlate';
  if (viewId === 'WatchlistFacial') return 'facial';
  return undefined;
}

export function WatchlistsSection({ kind }: { kind: WatchlistKind }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="vt-muted">{t('watchlists.loading')}</p>}>
      <WatchlistScreens key={kind} kind={kind} />
    </Suspense>
  );
}
