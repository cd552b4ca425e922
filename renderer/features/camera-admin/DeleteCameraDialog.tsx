/** Deleting a camera (spec 3 §7.2 delete device), said plainly before it happens: the camera stops
 *  at once, its recordings are deleted with it, exports already made are kept, and cells showing
 *  it empty. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { Button, Dialog, ErrorBanner } from '../../ui';
import { adminErrorMessage } from '../admin';
import { DeleteCameraMutation } from './cameraAdminDocuments';

export function DeleteCameraDialog({
  camera,
  onClose,
  onDeleted,
}: {
  camera: { id: string; name: string; storageConfig?: { storagePool?: { ttlHours?: number | null } | null } | null };
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    const result = await client.mutation(DeleteCameraMutation, { id: camera.id }).toPromise();
    setBusy(false);
    if (result.error) return setFailure(adminErrorMessage(result.error));
    onDeleted();
  };
  return (
    <Dialog
      title={t('cameraAdmin.delete.title', { name: camera.name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cameraAdmin.cancel')}
          </Button>
          <Button busy={busy} onClick={() => void remove()}>
            {t('cameraAdmin.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('cameraAdmin.delete.stops')}</p>
      <p>
        <strong>{t('cameraAdmin.delete.archive', { hours: camera.storageConfig?.storagePool?.ttlHours ?? 24 })}</strong>
      </p>
      <p className="vt-muted">{t('cameraAdmin.delete.cells')}</p>
      <ErrorBanner error={failure} />
    </Dialog>
  );
}
