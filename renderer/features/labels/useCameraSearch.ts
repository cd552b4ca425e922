/** Spec 3 §2.9, §9: the camera search's sections, a page at a time: the first page of each
 *  section from the platform, 'Load more' appending the next. A new filter starts again. */
import { useEffect, useMemo, useState } from 'react';
import { useClient, useQuery } from 'urql';
import type { ResultOf } from '../../graphql';
import { CameraSearchQuery } from './labelsDocuments';

type SearchResult = ResultOf<typeof CameraSearchQuery>['cameraSearch'];
export type SectionKey = 'all' | 'byName' | 'byLabels';
export type CameraItem = NonNullable<SearchResult['all']>['devices'][number];

export interface CameraSection {
  key: SectionKey;
  total: number;
  devices: CameraItem[];
}

export interface CameraSearch {
  sections: CameraSection[];
  fetching: boolean;
  error: string | null;
  loadMore(key: SectionKey): void;
  refresh(): void;
}

const KEYS: readonly SectionKey[] = ['all', 'byName', 'byLabels'];

export function useCameraSearch(name: string, labelIds: readonly string[] | null): CameraSearch {
  const client = useClient();
  const input = { name: name.trim() || null, labelIds: labelIds ? [...labelIds] : null };
  const [result, reexecute] = useQuery({ query: CameraSearchQuery, variables: { input } });
  const [extra, setExtra] = useState<Record<SectionKey, CameraItem[]>>({ all: [], byName: [], byLabels: [] });
  const inputKey = JSON.stringify(input);
  useEffect(() => setExtra({ all: [], byName: [], byLabels: [] }), [inputKey]);

  const data = result.data?.cameraSearch;
  // The same sections while nothing changed: a list of thousands is not copied again on each
  // render (a scroll renders the list each frame).
  const sections = useMemo(
    () =>
      KEYS.flatMap((key) => {
        const page = data?.[key];
        return page ? [{ key, total: page.total, devices: [...page.devices, ...extra[key]] }] : [];
      }),
    [data, extra],
  );

  const loadMore = (key: SectionKey) => {
    const shown = sections.find((s) => s.key === key)?.devices.length ?? 0;
    const offsets = key === 'byLabels' ? { labelsOffset: shown } : { nameOffset: shown };
    void client
      .query(CameraSearchQuery, { input: { ...input, ...offsets } }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((more) => {
        const devices = more.data?.cameraSearch[key]?.devices ?? [];
        setExtra((current) => ({ ...current, [key]: [...current[key], ...devices] }));
      });
  };

  return {
    sections,
    fetching: result.fetching,
    error: result.error ? (result.error.graphQLErrors[0]?.message ?? result.error.message) : null,
    loadMore,
    refresh: () => {
      setExtra({ all: [], byName: [], byLabels: [] });
      reexecute({ requestPolicy: 'network-only' });
    },
  };
}
