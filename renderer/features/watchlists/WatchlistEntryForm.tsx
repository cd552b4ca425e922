/** One watchlist entry's form (spec 3 §2.12; issue 32): a plate (License Plate lists) or enrolled
 *  face photos (Facial lists), a name, notes and the validity window, on the console's form kit;
 *  the platform's refusal lands on its field. Adds an entry, or changes the one it was opened on. */
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import {
  WATCHLIST_ERROR,
  WATCHLIST_MAX_PHOTOS,
  plateError,
  validityError,
  type WatchlistKind,
} from '../../../shared/watchlists/watchlists';
import {
  Button,
  Form,
  FormBanner,
  FormTextArea,
  FormTextField,
  fromDateTimeLocal,
  localiseServerMessage,
  toDateTimeLocal,
  useFormSubmit,
  useSharedForm,
} from '../../ui';
import { SaveWatchlistEntryMutation, type WatchlistEntryRecord } from './watchlistDocuments';

interface EntryFormValues {
  plate: string;
  name: string;
  notes: string;
  validFrom: string;
  validTo: string;
}

export interface WatchlistEntryFormProps {
  kind: WatchlistKind;
  watchlistId: string;
  entry?: WatchlistEntryRecord;
  onSaved: () => void;
  onCancel?: () => void;
}

export function WatchlistEntryForm({ kind, watchlistId, entry, onSaved, onCancel }: WatchlistEntryFormProps) {
  const { t } = useTranslation();
  const client = useClient();
  const say = (message: string) => localiseServerMessage(t, message);
  const isPlate = kind === 'licensePlate';
  const [photos, setPhotos] = useState<string[]>(entry?.photos ?? []);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const empty: EntryFormValues = { plate: '', name: '', notes: '', validFrom: '', validTo: '' };
  const form = useSharedForm<EntryFormValues>({
    defaultValues: entry
      ? {
          plate: entry.plateText ?? '',
          name: entry.name,
          notes: entry.notes,
          validFrom: entry.validFrom == null ? '' : toDateTimeLocal(entry.validFrom),
          validTo: entry.validTo == null ? '' : toDateTimeLocal(entry.validTo),
        }
      : empty,
    rules: (v) => {
      const from = v.validFrom ? fromDateTimeLocal(v.validFrom) : null;
      const to = v.validTo ? fromDateTimeLocal(v.validTo) : null;
      const plate = isPlate ? plateError(v.plate) : null;
      const window = validityError(from, to);
      return { plate: plate ? say(plate) : undefined, validTo: window ? say(window) : undefined };
    },
  });

  const submit = useFormSubmit(
    form,
    async (values) => {
      if (!isPlate && photos.length === 0) return { message: WATCHLIST_ERROR.PHOTOS_NEEDED };
      const input = {
        ...(entry && { id: entry.id }),
        ...(isPlate ? { plate: values.plate.trim() } : { photos }),
        name: values.name.trim(),
        notes: values.notes.trim(),
        validFrom: values.validFrom ? fromDateTimeLocal(values.validFrom) : null,
        validTo: values.validTo ? fromDateTimeLocal(values.validTo) : null,
      };
      const result = await client.mutation(SaveWatchlistEntryMutation, { watchlistId, entry: input }).toPromise();
      if (result.error) return result.error;
      if (!entry) {
        form.reset(empty);
        setPhotos([]);
      }
      onSaved();
    },
    {
      serverFields: {
        plate: [WATCHLIST_ERROR.PLATE_EMPTY, WATCHLIST_ERROR.PLATE_TOO_LONG, WATCHLIST_ERROR.PLATE_TAKEN],
        name: [WATCHLIST_ERROR.NAME_EMPTY, WATCHLIST_ERROR.NAME_TOO_LONG],
        notes: [WATCHLIST_ERROR.NOTES_TOO_LONG],
        validTo: [WATCHLIST_ERROR.VALIDITY],
      },
    },
  );

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const read = await Promise.all(files.map(readDataUrl));
    const next = [...photos, ...read].slice(0, WATCHLIST_MAX_PHOTOS);
    setPhotoProblem(photos.length + read.length > WATCHLIST_MAX_PHOTOS ? say(WATCHLIST_ERROR.TOO_MANY_PHOTOS) : null);
    setPhotos(next);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="vt-watchlist-entry-form"
      aria-label={t(entry ? 'watchlists.editEntry' : 'watchlists.addEntry')}
    >
      <FormBanner />
      <div className="vt-watchlist-entry-form__fields">
        {isPlate && <FormTextField<EntryFormValues> name="plate" label={t('watchlists.plate')} required dir="ltr" />}
        <FormTextField<EntryFormValues> name="name" label={t('watchlists.entryName')} />
        <FormTextField<EntryFormValues> name="validFrom" type="datetime-local" label={t('watchlists.validFrom')} />
        <FormTextField<EntryFormValues>
          name="validTo"
          type="datetime-local"
          label={t('watchlists.validTo')}
          deps={['validFrom']}
        />
      </div>
      <FormTextArea<EntryFormValues> name="notes" label={t('watchlists.notes')} rows={2} />
      {!isPlate && (
        <fieldset className="vt-watchlist-photos">
          <legend>{t('watchlists.photos', { max: WATCHLIST_MAX_PHOTOS })}</legend>
          <ul>
            {photos.map((photo, index) => (
              <li key={index}>
                <img src={photo} alt={t('watchlists.photoAlt', { number: index + 1 })} />
                <Button variant="quiet" onClick={() => setPhotos(photos.filter((_, i) => i !== index))}>
                  {t('watchlists.removePhoto')}
                </Button>
              </li>
            ))}
          </ul>
          <label className="vt-button vt-button--secondary">
            {t('watchlists.enrolPhoto')}
            <input type="file" accept="image/jpeg,image/png" multiple hidden onChange={(e) => void addPhotos(e)} />
          </label>
          {photoProblem && <p role="alert">{photoProblem}</p>}
        </fieldset>
      )}
      <div className="vt-watchlist-entry-form__actions">
        {onCancel && (
          <Button variant="quiet" onClick={onCancel}>
            {t('admin.kit.cancel')}
          </Button>
        )}
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t(entry ? 'watchlists.saveEntry' : 'watchlists.addEntry')}
        </Button>
      </div>
    </Form>
  );
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
