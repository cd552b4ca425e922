/** 'Another lock is in place. Do you want to override?' (spec 2 §6) for the call a PtzControl holds. */
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../ui';
import type { PtzControl } from './usePtzControl';

export function PtzOverrideDialog({ control }: { control: PtzControl }) {
  const { t } = useTranslation();
  if (!control.overridePending) return null;
  return (
    <Dialog
      title={t('video.ptz.lock.title')}
      onClose={control.cancelOverride}
      actions={
        <>
          <Button onClick={control.confirmOverride}>{t('video.ptz.lock.override')}</Button>
          <Button variant="quiet" onClick={control.cancelOverride}>
            {t('video.ptz.lock.cancel')}
          </Button>
        </>
      }
    >
      <p>{t('video.ptz.lock.confirm')}</p>
    </Dialog>
  );
}
