/** Plate read search (issue 32: 'every plate read at the gate yesterday'): part of the plate (any
 *  case or spacing: compared as plates are), a camera, a time range and only watchlist hits; the
 *  newest reads first, a page at a time. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PLATE_READ_PAGE_LIMIT } from '../../../shared/watchlists/watchlists';
import { Button, localiseServerMessage, TextField } from '../../ui';
import { AdminQueryState } from '../admin';
import { CameraTimeFilters, useCameraTimeFilter } from './CameraTimeFilters';
import { PlateReadList } from './PlateReadList';
import { PlateReadsQuery } from './watchlistDocuments';

const PAGE = 50;

export function PlateReadSearch() {
  const { t } = useTranslation();
  const say = (message: string) => localiseServerMessage(t, message);
  const [text, setText] = useState('');
  const scope = useCameraTimeFilter();
  const [hitsOnly, setHitsOnly] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const filter = {
    ...(text.trim() && { text: text.trim() }),
    ...scope.terms,
    ...(hitsOnly && { hitsOnly: true }),
    limit,
  };
  const [reads, refetch] = useQuery({
    query: PlateReadsQuery,
    variables: { filter },
    requestPolicy: 'cache-and-network',
  });
  const list = reads.data?.plateReads ?? [];

  return (
    <section className="vt-plate-search" aria-labelledby="vt-plate-search-title">
      <h2 id="vt-plate-search-title">{t('watchlists.reads.title')}</h2>
      <div className="vt-plate-search__filters" role="search">
        <TextField
          label={t('watchlists.reads.text')}
          value={text}
          onChange={(value) => {
            setText(value);
            setLimit(PAGE);
          }}
          type="search"
          dir="ltr"
        />
        <CameraTimeFilters filter={scope} />
        <label className="vt-plate-search__hits">
          <input type="checkbox" checked={hitsOnly} onChange={(e) => setHitsOnly(e.target.checked)} />
          {t('watchlists.reads.hitsOnly')}
        </label>
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
        <PlateReadList reads={list} cameraNames={scope.names} caption={t('watchlists.reads.title')} />
        {list.length === limit && limit < PLATE_READ_PAGE_LIMIT && (
          <Button variant="quiet" onClick={() => setLimit(Math.min(PLATE_READ_PAGE_LIMIT, limit + PAGE))}>
            {t('watchlists.reads.more')}
          </Button>
        )}
      </AdminQueryState>
    </section>
  );
}
