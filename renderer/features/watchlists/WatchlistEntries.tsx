/** A watchlist's entries (spec 3 §2.12; issue 32): the add form, then every entry with its plate or
 *  photos, name, notes and validity window, each changed in place or deleted after asking. A filter
 *  finds an entry by plate or name; a long list shows its first SHOWN matches and says how many
 *  more there are. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { plateKey, type WatchlistKind } from '../../../shared/watchlists/watchlists';
import { Button, ConfirmDialog, localiseServerMessage, TextField, useToast } from '../../ui';
import { AdminQueryState, adminErrorMessage } from '../admin';
import { DeleteWatchlistEntryMutation, WatchlistEntriesQuery, type WatchlistEntryRecord } from './watchlistDocuments';
import { WatchlistEntryForm } from './WatchlistEntryForm';

/** Entries drawn at once; the filter narrows a longer list. */
const SHOWN = 200;

export interface WatchlistEntriesProps {
  kind: WatchlistKind;
  watchlistId: string;
  /** Bumped by the parent after an import, to read the entries again. */
  version: number;
  onChanged: () => void;
}

export function WatchlistEntries({ kind, watchlistId, version, onChanged }: WatchlistEntriesProps) {
  const { t, i18n } = useTranslation();
  const say = (message: string) => localiseServerMessage(t, message);
  const client = useClient();
  const toast = useToast();
  const [result, refetch] = useQuery({
    query: WatchlistEntriesQuery,
    variables: { id: watchlistId },
    requestPolicy: 'network-only',
  });
  // An import added entries: read them again.
  useEffect(() => {
    if (version > 0) refetch({ requestPolicy: 'network-only' });
  }, [version, refetch]);
  const entries = result.data?.watchlist?.entries ?? [];
  const [filter, setFilter] = useState('');
  const plateFilter = plateKey(filter);
  const matching = entries.filter(
    (e) =>
      !filter.trim() ||
      e.name.toLowerCase().includes(filter.trim().toLowerCase()) ||
      (plateFilter !== '' && plateKey(e.plate ?? '').includes(plateFilter)),
  );
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WatchlistEntryRecord | null>(null);
  const when = (ms: number | null | undefined) =>
    ms == null ? '' : new Date(ms).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const changed = () => {
    setEditing(null);
    refetch({ requestPolicy: 'network-only' });
    onChanged();
  };

  const remove = async (entry: WatchlistEntryRecord) => {
    const answer = await client.mutation(DeleteWatchlistEntryMutation, { id: entry.id }).toPromise();
    setDeleting(null);
    if (answer.error) return toast(localiseServerMessage(t, adminErrorMessage(answer.error)), 'error');
    toast(t('watchlists.entryDeleted', { name: entry.name }), 'success');
    changed();
  };

  return (
    <section className="vt-watchlist-entries" aria-labelledby="vt-watchlist-entries-title">
      <h2 id="vt-watchlist-entries-title">{t('watchlists.entries', { count: entries.length })}</h2>
      <WatchlistEntryForm kind={kind} watchlistId={watchlistId} onSaved={changed} />
      {entries.length > 0 && (
        <TextField
          label={t('watchlists.filterEntries')}
          value={filter}
          onChange={setFilter}
          type="search"
          className="vt-watchlist-entries__filter"
        />
      )}
      <AdminQueryState
        fetching={result.fetching && !result.data}
        error={result.error}
        empty={entries.length === 0}
        describeError={say}
      >
        <ul className="vt-watchlist-entries__list">
          {matching.slice(0, SHOWN).map((entry) =>
            editing === entry.id ? (
              <li key={entry.id} className="vt-watchlist-entry vt-watchlist-entry--editing">
                <WatchlistEntryForm
                  kind={kind}
                  watchlistId={watchlistId}
                  entry={entry}
                  onSaved={changed}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={entry.id} className="vt-watchlist-entry" data-entry={entry.plate ?? entry.name}>
                {kind === 'licensePlate' ? (
                  <span className="vt-plate" dir="ltr">
                    {entry.plateText}
                  </span>
                ) : (
                  <span className="vt-watchlist-entry__photos">
                    {entry.photos.slice(0, 3).map((photo, i) => (
                      <img key={i} src={photo} alt={t('watchlists.photoAlt', { number: i + 1 })} />
                    ))}
                  </span>
                )}
                <span className="vt-watchlist-entry__text">
                  <bdi className="vt-watchlist-entry__name">{entry.name}</bdi>
                  {entry.notes && <bdi className="vt-muted">{entry.notes}</bdi>}
                  {(entry.validFrom != null || entry.validTo != null) && (
                    <span className="vt-muted">
                      {t('watchlists.validity', { from: when(entry.validFrom) || '…', to: when(entry.validTo) || '…' })}
                    </span>
                  )}
                </span>
                <span className="vt-watchlist-entry__actions">
                  <Button variant="quiet" onClick={() => setEditing(entry.id)}>
                    {t('watchlists.edit')}
                  </Button>
                  <Button variant="quiet" onClick={() => setDeleting(entry)}>
                    {t('admin.kit.delete')}
                  </Button>
                </span>
              </li>
            ),
          )}
        </ul>
        {matching.length > SHOWN && (
          <p className="vt-muted">{t('watchlists.more', { count: matching.length - SHOWN })}</p>
        )}
      </AdminQueryState>
      {deleting && (
        <ConfirmDialog
          title={t('watchlists.deleteEntry', { name: deleting.name })}
          confirmLabel={t('admin.kit.delete')}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('watchlists.deleteEntryDetail')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
