/** A watchlist's settings (spec 3 §2.12; issue 32) on the console's form kit: its name, what a hit
 *  raises (an alarm that needs acknowledgement, or an information event), on or off, and the
 *  cameras, sets and zones where hits count (none chosen: every camera of the realm). Delete asks
 *  first and says the list's entries go with it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import type { ResultOf } from '../../graphql';
import { WATCHLIST_ERROR, type WatchlistKind } from '../../../shared/watchlists/watchlists';
import {
  ConfirmDialog,
  Form,
  FORM_PROBLEM,
  FormBanner,
  FormCheckboxList,
  FormSelectField,
  FormTextField,
  FormToggle,
  localiseServerMessage,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { AdminFormFooter, adminErrorMessage } from '../admin';
import {
  CreateWatchlistMutation,
  DeleteWatchlistMutation,
  UpdateWatchlistMutation,
  WatchlistCamerasQuery,
  type WatchlistRecord,
} from './watchlistDocuments';
import {
  NEW_WATCHLIST,
  watchlistInput,
  watchlistProblems,
  watchlistValues,
  type WatchlistFormValues,
} from './watchlistFormValues';

type Places = ResultOf<typeof WatchlistCamerasQuery> | undefined;

/** The places a list's hits are raised for, each picked from its own list. */
const WHERE = [
  {
    name: 'cameraIds',
    items: (p: Places) => p?.devicesByAspectTypes,
    label: 'watchlists.cameras',
    empty: 'watchlists.noCameras',
  },
  { name: 'setIds', items: (p: Places) => p?.sets, label: 'watchlists.sets', empty: 'watchlists.noSets' },
  { name: 'zoneIds', items: (p: Places) => p?.zones, label: 'watchlists.zones', empty: 'watchlists.noZones' },
] as const;

export interface WatchlistFormProps {
  kind: WatchlistKind;
  /** The saved list; none for a new one. */
  list?: WatchlistRecord;
  /** After a save (with the list as saved) or a delete (null). */
  onDone: (list: WatchlistRecord | null) => void;
  onCancel: () => void;
}

export function WatchlistForm({ kind, list, onDone, onCancel }: WatchlistFormProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const say = (message: string) => localiseServerMessage(t, message);
  const [places] = useQuery({ query: WatchlistCamerasQuery });
  const form = useSharedForm<WatchlistFormValues>({
    defaultValues: list ? watchlistValues(list) : NEW_WATCHLIST,
    rules: (v) => watchlistProblems(v, say),
  });
  const [deleting, setDeleting] = useState<'asking' | 'sending' | null>(null);

  const submit = useFormSubmit(
    form,
    async (values) => {
      const input = watchlistInput(values, kind, list?.id);
      const result = list
        ? await client.mutation(UpdateWatchlistMutation, { watchlist: input }).toPromise()
        : await client.mutation(CreateWatchlistMutation, { watchlist: input }).toPromise();
      if (result.error) return result.error;
      const saved =
        result.data && ('updateWatchlist' in result.data ? result.data.updateWatchlist : result.data.createWatchlist);
      toast(t(list ? 'watchlists.saved' : 'watchlists.added', { name: input.name }), 'success');
      onDone(saved ?? null);
    },
    { serverFields: { name: [WATCHLIST_ERROR.NAME_EMPTY, WATCHLIST_ERROR.NAME_TOO_LONG, WATCHLIST_ERROR.NAME_TAKEN] } },
  );

  const remove = async () => {
    if (!list) return;
    setDeleting('sending');
    const result = await client.mutation(DeleteWatchlistMutation, { id: list.id }).toPromise();
    setDeleting(null);
    if (result.error) return form.setError(FORM_PROBLEM as 'root', { message: say(adminErrorMessage(result.error)) });
    toast(t('watchlists.deleted', { name: list.name }), 'success');
    onDone(null);
  };

  const named = (items: ReadonlyArray<{ id: string; name: string }> | undefined) =>
    (items ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <Form form={form} onSubmit={submit} className="vt-watchlist-form" aria-labelledby="vt-watchlist-form-title">
      <h2 id="vt-watchlist-form-title">{list ? t('watchlists.settings') : t('watchlists.add')}</h2>
      <FormBanner />
      <div className="vt-watchlist-form__general">
        <FormTextField<WatchlistFormValues> name="name" label={t('watchlists.name')} required />
        <FormSelectField<WatchlistFormValues, string>
          name="action"
          label={t('watchlists.action')}
          options={[
            { value: 'alarm', label: t('watchlists.actions.alarm') },
            { value: 'information', label: t('watchlists.actions.information') },
          ]}
        />
        <FormToggle<WatchlistFormValues> name="enabled" label={t('watchlists.enabled')} />
      </div>
      <p className="vt-muted">{t('watchlists.whereHint')}</p>
      <div className="vt-watchlist-form__where">
        {WHERE.map(({ name, items, label, empty }) => (
          <FormCheckboxList<WatchlistFormValues>
            key={name}
            name={name}
            label={t(label)}
            items={named(items(places.data))}
            filterLabel={t('watchlists.filter')}
            emptyText={t(empty)}
          />
        ))}
      </div>
      <AdminFormFooter
        busy={form.formState.isSubmitting || deleting === 'sending'}
        onDelete={list ? () => setDeleting('asking') : undefined}
        onCancel={onCancel}
      />
      {deleting && list && (
        <ConfirmDialog
          title={t('watchlists.delete.title', { name: list.name })}
          confirmLabel={t('watchlists.delete.confirm')}
          busy={deleting === 'sending'}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('watchlists.delete.detail', { count: list.entryCount })}</p>
        </ConfirmDialog>
      )}
    </Form>
  );
}
