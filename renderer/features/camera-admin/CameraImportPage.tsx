/** Camera import (spec 3 §2.1 /view/camera/import): a CSV file (or pasted text) with a header row —
 *  name, url, user, password, recording, lat, lng — sent to importCameras; each row's result is
 *  listed: created (with the probe's warning, and a link to the camera page) or why not. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { CSV_COLUMNS } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { Button, ErrorBanner } from '../../ui';
import { adminErrorMessage } from '../admin';
import { useProgressTask } from '../statusbar';
import { ImportCamerasMutation, type ImportRow } from './cameraAdminDocuments';
import { CAMERAS_PATH, cameraEditPath } from './cameraPaths';

const TEMPLATE = `${CSV_COLUMNS.join(',')}\nFront door,rtsp://192.168.1.20:554/stream1,admin,password,CONTINUOUS,52.2297,21.0122\n`;

export function CameraImportPage() {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const withProgress = useProgressTask();

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setText(await file.text());
    setRows(null);
  };

  const runImport = async () => {
    setBusy(true);
    setFailure(null);
    // The status bar shows the import while it runs (spec 1 §2.10), also after leaving the page.
    const result = await withProgress(
      { label: t('statusbar.progress.importCameras') },
      client.mutation(ImportCamerasMutation, { csv: text }).toPromise(),
    );
    setBusy(false);
    if (result.error) return setFailure(adminErrorMessage(result.error));
    setRows(result.data?.importCameras ?? []);
  };

  const created = rows?.filter((r) => r.deviceId).length ?? 0;
  return (
    <section className="vt-admin-page vt-camera-form" aria-labelledby="vt-camera-import-title">
      <header className="vt-admin-page__header">
        <h1 id="vt-camera-import-title">{t('cameraAdmin.import.title')}</h1>
        <Button variant="quiet" onClick={() => navigate(CAMERAS_PATH)}>
          {t('cameraAdmin.import.back')}
        </Button>
      </header>
      <p>{t('cameraAdmin.import.explain', { columns: CSV_COLUMNS.join(', ') })}</p>
      <pre className="vt-camera-import__template" aria-label={t('cameraAdmin.import.template')}>
        {TEMPLATE}
      </pre>
      <label className="vt-camera-import__file">
        {t('cameraAdmin.import.file')}
        <input type="file" accept=".csv,text/csv" onChange={(e) => void readFile(e.target.files?.[0])} />
      </label>
      {fileName && <p className="vt-muted">{t('cameraAdmin.import.fileRead', { name: fileName })}</p>}
      <label className="vt-camera-import__text">
        {t('cameraAdmin.import.paste')}
        <textarea
          value={text}
          rows={8}
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setRows(null);
          }}
        />
      </label>
      <div className="vt-admin-page__actions">
        <Button disabled={!text.trim()} busy={busy} onClick={() => void runImport()}>
          {busy ? t('cameraAdmin.import.running') : t('cameraAdmin.import.run')}
        </Button>
      </div>
      <ErrorBanner error={failure} />
      {rows && (
        <>
          <p role="status">{t('cameraAdmin.import.summary', { created, total: rows.length })}</p>
          <table className="vt-admin-table" aria-label={t('cameraAdmin.import.results')}>
            <thead>
              <tr>
                <th>{t('cameraAdmin.import.line')}</th>
                <th>{t('cameraAdmin.fields.name')}</th>
                <th>{t('cameraAdmin.import.result')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.line} data-testid="import-row" data-result={row.deviceId ? 'created' : 'failed'}>
                  <td>{row.line}</td>
                  <td>
                    {row.deviceId ? (
                      <Link to={cameraEditPath(row.deviceId, 'general')}>
                        <bdi>{row.name}</bdi>
                      </Link>
                    ) : (
                      <bdi>{row.name}</bdi>
                    )}
                  </td>
                  <td>
                    {row.deviceId
                      ? row.warning
                        ? t('cameraAdmin.import.createdWithWarning', { warning: row.warning })
                        : t('cameraAdmin.import.created')
                      : t('cameraAdmin.import.failed', { error: row.error ?? '' })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
