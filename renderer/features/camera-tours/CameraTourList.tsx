/** The Camera tours section (spec 1 §2.5 Devices → Camera tours, spec 3 §2.1): the realm's tours
 *  with their steps and what each is doing (and which schedule holds it running or stopped now),
 *  Start or Stop on each row, Add camera tour opening
 *  /view/cameraTour/add and a tour's name its page. Read again every few seconds while one runs. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Button } from '../../ui';
import { AdminListPage, AdminQueryState, AdminTable } from '../admin';
import { HeldBySchedule } from '../schedules';
import { CameraToursQuery, TourCamerasQuery } from './cameraTourDocuments';
import { cameraTourPath, RUNNING_REFRESH_MS } from './cameraTourPaths';
import { TourState } from './TourState';
import { useTourRun } from './useTourRun';

export function CameraTourList() {
  const { t } = useTranslation();
  const [tours, refetch] = useQuery({ query: CameraToursQuery, requestPolicy: 'network-only' });
  const [cameras] = useQuery({ query: TourCamerasQuery, requestPolicy: 'cache-and-network' });
  const { busy, run } = useTourRun(() => refetch({ requestPolicy: 'network-only' }));
  const list = tours.data?.cameraTours ?? [];
  const anyRunning = list.some((tour) => tour.running);
  useEffect(() => {
    if (!anyRunning) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), RUNNING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [anyRunning, refetch]);
  const nameOf = (id: string) => cameras.data?.devicesByAspectTypes.find((c) => c.id === id)?.name ?? id;

  return (
    <AdminListPage
      titleId="vt-camera-tours-title"
      title={t('admin.views.CameraTours')}
      actions={
        <Link className="vt-button vt-button--primary" to={cameraTourPath()}>
          {t('cameraTours.add')}
        </Link>
      }
    >
      <AdminQueryState fetching={tours.fetching && !tours.data} error={tours.error} empty={list.length === 0}>
        <AdminTable
          label={t('admin.views.CameraTours')}
          columns={[t('cameraTours.name'), t('cameraTours.cameras'), t('cameraTours.state'), '']}
          rows={list}
          rowKey={(tour) => tour.id}
          rowProps={(tour) => ({ 'data-tour': tour.name })}
          cells={(tour) => (
            <>
              <td>
                <Link className="vt-link" to={cameraTourPath(tour.id)}>
                  <bdi>{tour.name}</bdi>
                </Link>
              </td>
              <td>
                <bdi>{[...new Set((tour.steps ?? []).map((s) => nameOf(s.cameraId)))].join(', ') || '—'}</bdi>
              </td>
              <td>
                <TourState tour={tour} />
                <HeldBySchedule hold={tour.heldBy} />
              </td>
              <td className="vt-tour-list__actions">
                <Button
                  variant="secondary"
                  busy={busy === tour.id}
                  disabled={!tour.running && (!tour.enabled || (tour.steps ?? []).length === 0)}
                  onClick={() => void run(tour, !tour.running)}
                >
                  {t(tour.running ? 'cameraTours.stop' : 'cameraTours.start')}
                </Button>
              </td>
            </>
          )}
        />
      </AdminQueryState>
    </AdminListPage>
  );
}
