/** What a screen of a camera's health shows until the camera is read: the platform's refusal, or
 *  that it is loading (the Health tab, a cell's statistics). */
import type { CombinedError } from 'urql';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '../admin';

export function CameraHealthNotice({ error }: { error: CombinedError | undefined }) {
  const { t } = useTranslation();
  if (error) return <p role="alert">{t('reports.error', { message: adminErrorMessage(error) })}</p>;
  return <p className="vt-muted">{t('admin.kit.loading')}</p>;
}
