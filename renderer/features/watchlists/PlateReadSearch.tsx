/** Plate read search (issue 32: 'every plate read at the gate yesterday'): part of the plate (any
 *  case or spacing: compared as plates are), a camera, a time range and only watchlist hits; the
 *  newest reads first, a page at a time. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TextField } from '../../ui';
import { CameraTimeFilters, useCameraTimeFilter } from './CameraTimeFilters';
import { PlateReadList } from './PlateReadList';
import { ReadsPage, useReadsLimit } from './ReadsPage';
import { PlateReadsQuery } from './watchlistDocuments';

export function PlateReadSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const scope = useCameraTimeFilter();
  const [hitsOnly, setHitsOnly] = useState(false);
  const paging = useReadsLimit();
  const filter = {
    ...(text.trim() && { text: text.trim() }),
    ...scope.terms,
    ...(hitsOnly && { hitsOnly: true }),
    limit: paging.limit,
  };
  const [reads, refetch] = useQuery({
    query: PlateReadsQuery,
    variables: { filter },
    requestPolicy: 'cache-and-network',
  });
  const list = reads.data?.plateReads ?? [];

  return (
    <ReadsPage
      titleId="vt-plate-search-title"
      title={t('watchlists.reads.title')}
      filters={
        <>
          <TextField
            label={t('watchlists.reads.text')}
            value={text}
            onChange={(value) => {
              setText(value);
              paging.restart();
            }}
            type="search"
            dir="ltr"
          />
          <CameraTimeFilters filter={scope} />
          <label className="vt-plate-search__hits">
            <input type="checkbox" checked={hitsOnly} onChange={(e) => setHitsOnly(e.target.checked)} />
            {t('watchlists.reads.hitsOnly')}
          </label>
        </>
      }
      reads={reads}
      count={list.length}
      paging={paging}
      moreLabel={t('watchlists.reads.more')}
      onRefresh={() => refetch({ requestPolicy: 'network-only' })}
    >
      <PlateReadList reads={list} cameraNames={scope.names} caption={t('watchlists.reads.title')} />
    </ReadsPage>
  );
}
