/** A video wall's page (issue 30: /view/videoWall/add, /view/videoWall/edit/{videoWallId}): loads
 *  the wall, then its form and, once saved, its displays with their pairing; follows
 *  videoWallChanged, so a display paired or coming online shows without reloading. */
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { WALL_ERROR } from '../../../shared/walls/videoWalls';
import { ErrorBanner } from '../../ui';
import { adminErrorMessage } from '../admin';
import { WallAdminQuery } from './videoWallDocuments';
import { VideoWallForm } from './VideoWallForm';
import { WallDisplaysPanel } from './WallDisplaysPanel';
import { NEW_WALL, wallValues } from './wallFormValues';
import { useWallsAdminLive } from './useWallsAdminLive';

export function VideoWallEditor({ wallId }: { wallId?: string | undefined }) {
  const { t } = useTranslation();
  const [loaded, refetch] = useQuery({
    query: WallAdminQuery,
    variables: { id: wallId ?? '' },
    pause: !wallId,
    requestPolicy: 'cache-and-network',
  });
  const wall = loaded.data?.videoWall;
  useWallsAdminLive(wall ? [wall.id] : [], () => {
    if (wallId) refetch({ requestPolicy: 'network-only' });
  });

  return (
    <section className="vt-admin-page vt-wall-page" aria-labelledby="vt-wall-page-title">
      <header className="vt-admin-page__header">
        <h1 id="vt-wall-page-title">{wall ? <bdi>{wall.name}</bdi> : t('videoWalls.add')}</h1>
      </header>
      {!wallId ? (
        <VideoWallForm initial={NEW_WALL} />
      ) : loaded.error ? (
        <ErrorBanner error={adminErrorMessage(loaded.error)} />
      ) : !loaded.data ? (
        <p className="vt-muted">{t('videoWalls.loading')}</p>
      ) : !wall ? (
        <ErrorBanner error={WALL_ERROR.NOT_FOUND} />
      ) : (
        <>
          {/* Started once per wall: a change from elsewhere does not replace what is being typed. */}
          <VideoWallForm key={wall.id} wall={wall} initial={wallValues(wall)} />
          <WallDisplaysPanel wall={wall} />
        </>
      )}
    </section>
  );
}
