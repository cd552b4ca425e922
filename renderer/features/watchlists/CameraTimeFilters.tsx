/** What the plate read and face searches both filter by (issue 32): a camera of those a list may
 *  watch, and a time range; useCameraTimeFilter keeps the choice and gives the filter's terms and
 *  the cameras' names, CameraTimeFilters shows the three fields. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { fromDateTimeLocal, SelectField, TextField } from '../../ui';
import { WatchlistCamerasQuery } from './watchlistDocuments';

export interface CameraTimeFilter {
  cameraId: string;
  setCameraId(id: string): void;
  from: string;
  setFrom(value: string): void;
  to: string;
  setTo(value: string): void;
  /** Camera names by id. */
  names: ReadonlyMap<string, string>;
  /** The search filter's camera and time terms. */
  terms: { cameraIds?: string[]; from?: number; to?: number };
}

export function useCameraTimeFilter(): CameraTimeFilter {
  const [cameraId, setCameraId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [cameras] = useQuery({ query: WatchlistCamerasQuery });
  const names = new Map((cameras.data?.devicesByAspectTypes ?? []).map((c) => [c.id, c.name]));
  const fromMs = from ? fromDateTimeLocal(from) : null;
  const toMs = to ? fromDateTimeLocal(to) : null;
  const terms = {
    ...(cameraId && { cameraIds: [cameraId] }),
    ...(fromMs !== null && { from: fromMs }),
    ...(toMs !== null && { to: toMs }),
  };
  return { cameraId, setCameraId, from, setFrom, to, setTo, names, terms };
}

export function CameraTimeFilters({ filter }: { filter: CameraTimeFilter }) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField<string>
        label={t('watchlists.reads.camera')}
        value={filter.cameraId}
        onChange={filter.setCameraId}
        options={[
          { value: '', label: t('watchlists.reads.anyCamera') },
          ...[...filter.names].map(([id, name]) => ({ value: id, label: name })),
        ]}
      />
      <TextField
        label={t('watchlists.reads.from')}
        type="datetime-local"
        value={filter.from}
        onChange={filter.setFrom}
      />
      <TextField label={t('watchlists.reads.to')} type="datetime-local" value={filter.to} onChange={filter.setTo} />
    </>
  );
}
