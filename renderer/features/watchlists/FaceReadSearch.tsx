/** Face search (issue 32: non-matches are searchable — 'every face at the lobby yesterday'): a
 *  camera, a time range, and all faces, only the watchlists' matches or only unknown faces; the
 *  newest passages first, a page at a time. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PLATE_READ_PAGE_LIMIT } from '../../../shared/watchlists/watchlists';
import { Button, localiseServerMessage, SelectField } from '../../ui';
import { AdminQueryState } from '../admin';
import { CameraTimeFilters, useCameraTimeFilter } from './CameraTimeFilters';
import { FaceReadList } from './FaceReadList';
import { FaceReadsQuery } from './watchlistDocuments';

const PAGE = 50;

type Which = 'all' | 'matched' | 'unmatched';

export function FaceReadSearch() {
  const { t } = useTranslation();
  const say = (message: string) => localiseServerMessage(t, message);
  const scope = useCameraTimeFilter();
  const [which, setWhich] = useState<Which>('all');
  const [limit, setLimit] = useState(PAGE);
  const filter = {
    ...scope.terms,
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
        <CameraTimeFilters filter={scope} />
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
        <FaceReadList reads={list} cameraNames={scope.names} caption={t('watchlists.faces.title')} />
        {list.length === limit && limit < PLATE_READ_PAGE_LIMIT && (
          <Button variant="quiet" onClick={() => setLimit(Math.min(PLATE_READ_PAGE_LIMIT, limit + PAGE))}>
            {t('watchlists.faces.more')}
          </Button>
        )}
      </AdminQueryState>
    </section>
  );
}
