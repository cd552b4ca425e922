/** Settings → Watchlist License Plate Recognition and Watchlist Facial (spec 1 §2.5, spec 3 §2.12;
 *  issue 32; their own chunk): the realm's lists of the kind beside the chosen list's settings,
 *  entries and — for plates — CSV import; the License Plate page also searches the plates read. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { WatchlistKind } from '../../../shared/watchlists/watchlists';
import { Button, localiseServerMessage } from '../../ui';
import { AdminListPage, AdminQueryState } from '../admin';
import { PlateImport } from './PlateImport';
import { FaceReadSearch } from './FaceReadSearch';
import { PlateReadSearch } from './PlateReadSearch';
import { WatchlistEntries } from './WatchlistEntries';
import { WatchlistForm } from './WatchlistForm';
import { WatchlistsQuery } from './watchlistDocuments';
import './watchlists.css';

export interface WatchlistScreensProps {
  kind: WatchlistKind;
}

const VIEW_ID: Record<WatchlistKind, string> = { licensePlate: 'WatchlistLicensePlate', facial: 'WatchlistFacial' };

export function WatchlistScreens({ kind }: WatchlistScreensProps) {
  const { t } = useTranslation();
  const say = (message: string) => localiseServerMessage(t, message);
  const [lists, refetch] = useQuery({
    query: WatchlistsQuery,
    variables: { kind },
    requestPolicy: 'cache-and-network',
  });
  const all = lists.data?.watchlists ?? [];
  const [chosen, setChosen] = useState<string | 'new' | null>(null);
  const [version, setVersion] = useState(0);
  const current =
    chosen === 'new' ? undefined : (all.find((l) => l.id === chosen) ?? (chosen === null ? all[0] : undefined));
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const titleId = `vt-watchlists-${kind}-title`;

  return (
    <AdminListPage
      titleId={titleId}
      title={t(`admin.views.${VIEW_ID[kind]}`)}
      actions={<Button onClick={() => setChosen('new')}>{t('watchlists.add')}</Button>}
    >
      <div className="vt-watchlists">
        <nav className="vt-watchlists__lists" aria-label={t('watchlists.lists')}>
          <AdminQueryState
            fetching={lists.fetching && !lists.data}
            error={lists.error}
            empty={all.length === 0}
            describeError={say}
          >
            <ul>
              {all.map((list) => (
                <li key={list.id}>
                  <button
                    type="button"
                    className="vt-watchlists__list"
                    aria-current={current?.id === list.id ? 'true' : undefined}
                    onClick={() => setChosen(list.id)}
                  >
                    <bdi>{list.name}</bdi>
                    <span className="vt-muted">
                      {t(`watchlists.actions.${list.action}`)} ·{' '}
                      {t('watchlists.entryCount', { count: list.entryCount })}
                      {!list.enabled && ` · ${t('watchlists.off')}`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </AdminQueryState>
        </nav>
        <div className="vt-watchlists__detail">
          {(chosen === 'new' || current) && (
            <WatchlistForm
              key={current?.id ?? 'new'}
              kind={kind}
              {...(current && { list: current })}
              onDone={(saved) => {
                setChosen(saved?.id ?? null);
                reload();
              }}
              onCancel={() => setChosen(null)}
            />
          )}
          {current && (
            <>
              <WatchlistEntries
                key={`entries-${current.id}`}
                kind={kind}
                watchlistId={current.id}
                version={version}
                onChanged={reload}
              />
              {kind === 'licensePlate' && (
                <PlateImport
                  key={`import-${current.id}`}
                  watchlistId={current.id}
                  onImported={() => {
                    setVersion((v) => v + 1);
                    reload();
                  }}
                />
              )}
            </>
          )}
        </div>
      </div>
      {kind === 'licensePlate' && <PlateReadSearch />}
      {kind === 'facial' && <FaceReadSearch />}
    </AdminListPage>
  );
}
