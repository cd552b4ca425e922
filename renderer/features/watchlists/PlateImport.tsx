/** A License Plate watchlist's import from CSV (spec 3 §2.12; issue 32): a file or pasted text
 *  (plate, name, notes, validFrom, validTo), sent to the platform, which answers each row. The
 *  rows it refused come back into the text box as CSV — header and cells as they were — with a
 *  table of their lines and reasons, so nothing is lost: correct them and import again. */
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { writeCsv } from '../../../shared/csv/writeCsv';
import { WATCHLIST_CSV_COLUMNS } from '../../../shared/watchlists/watchlists';
import { Button, localiseServerMessage } from '../../ui';
import { adminErrorMessage } from '../admin';
import { ImportWatchlistPlatesMutation, type WatchlistImportRowRecord } from './watchlistDocuments';

export interface PlateImportProps {
  watchlistId: string;
  onImported: () => void;
}

export function PlateImport({ watchlistId, onImported }: PlateImportProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ added: number; refused: WatchlistImportRowRecord[] } | null>(null);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) setText(await file.text());
  };

  const send = async () => {
    setBusy(true);
    setProblem(null);
    const result = await client.mutation(ImportWatchlistPlatesMutation, { watchlistId, csv: text }).toPromise();
    setBusy(false);
    if (result.error || !result.data) {
      setProblem(result.error ? localiseServerMessage(t, adminErrorMessage(result.error)) : null);
      return;
    }
    const rows = result.data.importWatchlistPlates;
    const refused = rows.filter((row) => row.error);
    setOutcome({ added: rows.length - refused.length, refused });
    // What was refused stays to be corrected; what went in is gone from the box.
    setText(
      refused.length === 0
        ? ''
        : writeCsv(
            WATCHLIST_CSV_COLUMNS,
            refused.map((row) => [row.plate, row.name, row.notes, row.validFrom, row.validTo]),
          ),
    );
    if (rows.length > refused.length) onImported();
  };

  return (
    <section className="vt-plate-import" aria-labelledby="vt-plate-import-title">
      <h2 id="vt-plate-import-title">{t('watchlists.import.title')}</h2>
      <p className="vt-muted">{t('watchlists.import.hint', { columns: WATCHLIST_CSV_COLUMNS.join(', ') })}</p>
      <div className="vt-field">
        <label className="vt-field__label" htmlFor="vt-plate-import-text">
          {t('watchlists.import.text')}
        </label>
        <textarea
          id="vt-plate-import-text"
          className="vt-field__input vt-plate-import__text"
          dir="ltr"
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="vt-plate-import__actions">
        <label className="vt-button vt-button--secondary">
          {t('watchlists.import.file')}
          <input type="file" accept=".csv,text/csv,text/plain" hidden onChange={(e) => void readFile(e)} />
        </label>
        <Button onClick={() => void send()} busy={busy} disabled={!text.trim()}>
          {t('watchlists.import.send')}
        </Button>
      </div>
      {problem && (
        <p role="alert" className="vt-plate-import__problem">
          {problem}
        </p>
      )}
      {outcome && (
        <div className="vt-plate-import__outcome">
          <p role="status">
            {t('watchlists.import.outcome', { added: outcome.added, refused: outcome.refused.length })}
          </p>
          {outcome.refused.length > 0 && (
            <table className="vt-admin-table">
              <caption>{t('watchlists.import.refusedCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('watchlists.import.line')}</th>
                  <th scope="col">{t('watchlists.plate')}</th>
                  <th scope="col">{t('watchlists.entryName')}</th>
                  <th scope="col">{t('watchlists.import.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {outcome.refused.map((row) => (
                  <tr key={row.line}>
                    <td>{row.line}</td>
                    <td dir="ltr">{row.plate}</td>
                    <td>
                      <bdi>{row.name}</bdi>
                    </td>
                    <td>{localiseServerMessage(t, row.error ?? '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  );
}
