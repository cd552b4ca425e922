/** Face search (issue 32: non-matches are searchable — 'every face at the lobby yesterday'): a
 *  camera, a time range, and all faces, only the watchlists' matches or only unknown faces; the
 *  newest passages first, a page at a time. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SelectField } from '../../ui';
import { CameraTimeFilters, useCameraTimeFilter } from './CameraTimeFilters';
import { FaceReadList } from './FaceReadList';
import { ReadsPage, useReadsLimit } from './ReadsPage';
import { FaceReadsQuery } from './watchlistDocuments';

type Which = 'all' | 'matched' | 'unmatched';

export function FaceReadSearch() {
  const { t } = useTranslation();
  const scope = useCameraTimeFilter();
  const [which, setWhich] = useState<Which>('all');
  const paging = useReadsLimit();
  const filter = {
    ...scope.terms,
    ...(which !== 'all' && { matched: which === 'matched' }),
    limit: paging.limit,
  };
  const [reads, refetch] = useQuery({
    query: FaceReadsQuery,
    variables: { filter },
    requestPolicy: 'cache-and-network',
  });
  const list = reads.data?.faceReads ?? [];

  return (
    <ReadsPage
      titleId="vt-face-search-title"
      title={t('watchlists.faces.title')}
      filters={
        <>
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
        </>
      }
      reads={reads}
      count={list.length}
      paging={paging}
      moreLabel={t('watchlists.faces.more')}
      onRefresh={() => refetch({ requestPolicy: 'network-only' })}
    >
      <FaceReadList reads={list} cameraNames={scope.names} caption={t('watchlists.faces.title')} />
    </ReadsPage>
  );
}
