/** Asks before removing a device, saying what goes with it. */
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../ui';

export function ConfirmDelete({
  name,
  detail,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  detail: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('deviceAdmin.delete.title', { name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="quiet" onClick={onClose}>
            {t('deviceAdmin.cancel')}
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {t('deviceAdmin.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{detail}</p>
    </Dialog>
  );
}
