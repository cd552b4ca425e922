/** The actions under a device form (spec 3 §2.12): the form's own checks first (probe, test the
 *  connection), Delete on a saved device, Cancel, and Save, which submits the form. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';

export interface AdminFormFooterProps {
  /** Buttons of the form's own, before the common ones. */
  children?: ReactNode;
  /** Asks to delete the device; no Delete button when absent (a device not saved yet). */
  onDelete?: () => void;
  onCancel: () => void;
  /** A save or delete under way. */
  busy: boolean;
}

export function AdminFormFooter({ children, onDelete, onCancel, busy }: AdminFormFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="vt-admin-form__footer">
      {children}
      {onDelete && (
        <Button variant="secondary" onClick={onDelete}>
          {t('admin.kit.delete')}
        </Button>
      )}
      <Button variant="quiet" onClick={onCancel}>
        {t('admin.kit.cancel')}
      </Button>
      <Button type="submit" busy={busy}>
        {t('admin.kit.save')}
      </Button>
    </footer>
  );
}
