/** Face search (issue 32: non-matches are searchable — 'every face at the lobby yesterday'): a
 *  camera, a time range, and all faces, only the watchlists' matches or only unknown faces; the
 *  newest passages first, a page at a time. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PLATE_READ_PAGE_LIMIT } from '../../../shared/watchlists/watchlists';
import { Button, fromDateTimeLocal, localiseServerMessage, SelectField, TextField } from '../../ui';
import { AdminQueryState } from '../admin';
import { FaceReadList } from './FaceReadList';
import { FaceReadsQuery, WatchlistCamerasQuery } from './watchlistDocuments';

const PAGE = 50;

type Which = 'all' | 'matched' | 'unmatched';

export function FaceReadSearch() {
  const { t } = useTranslation();
  const say = (message: string) => localiseServerMessage(t, message);
  const [cameraId, setCameraId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [which, setWhich] = useState<Which>('all');
  const [limit, setLimit] = useState(PAGE);
  const [cameras] = useQuery({ query: WatchlistCamerasQuery });
  const names = new Map((cameras.data?.devicesByAspectTypes ?? []).map((c) => [c.id, c.name]));
  const filter = {
    ...(cameraId && { cameraIds: [cameraId] }),
    ...(from && fromDateTimeLocal(from) !== null && { from: fromDateTimeLocal(from) }),
    ...(to && fromDateTimeLocal(to) !== null && { to: fromDateTimeLocal(to) }),
    ...(which !== 'all' && { matched: which === 'matched' }),
    limit,
  };
  const [reads, refetch] = useQuery({
    query: FaceReadsQuery,
    variables: { filter },
    requestPolicy: 'cache-and-network',
  });
  const list = reads.data?.faceReads ?? [];

  return (
    <section className="vt-plate-search" aria-labelledby="vt-face-search-title">
      <h2 id="vt-face-search-title">{t('watchlists.faces.title')}</h2>
      <div className="vt-plate-search__filters" role="search">
        <SelectField<string>
          label={t('watchlists.reads.camera')}
          value={cameraId}
          onChange={setCameraId}
          options={[
            { value: '', label: t('watchlists.reads.anyCamera') },
            ...[...names].map(([id, name]) => ({ value: id, label: name })),
          ]}
        />
        <TextField label={t('watchlists.reads.from')} type="datetime-local" value={from} onChange={setFrom} />
        <TextField label={t('watchlists.reads.to')} type="datetime-local" value={to} onChange={setTo} />
        <SelectField<Which>
          label={t('watchlists.faces.which')}
          value={which}
          onChange={setWhich}
          options={[
            { value: 'all', label: t('watchlists.faces.all') },
            { value: 'matched', label: t('watchlists.faces.matchedOnly') },
            { value: 'unmatched', label: t('watchlists.faces.unmatchedOnly') },
          ]}
        />
        <Button variant="secondary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {t('watchlists.reads.refresh')}
        </Button>
      </div>
      <AdminQueryState
        fetching={reads.fetching && !reads.data}
        error={reads.error}
        empty={list.length === 0}
        describeError={say}
      >
        <FaceReadList reads={list} cameraNames={names} caption={t('watchlists.faces.title')} />
        {list.length === limit && limit < PLATE_READ_PAGE_LIMIT && (
          <Button variant="quiet" onClick={() => setLimit(Math.min(PLATE_READ_PAGE_LIMIT, limit + PAGE))}>
            {t('watchlists.faces.more')}
          </Button>
        )}
      </AdminQueryState>
    </section>
  );
}
