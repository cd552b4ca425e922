/** The foot of a device's add/edit form on the form kit (gateway, sensor; spec 3 §2.12): what the
 *  form's own check last said, the admin kit's footer, and Delete asked through ConfirmDelete; a
 *  refused delete speaks in the form's banner, a done one returns to the device list. */
import { type ReactNode, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CombinedError } from 'urql';
import { FORM_PROBLEM } from '../../ui';
import { AdminFormFooter, adminErrorMessage } from '../admin';
import { ConfirmDelete } from './ConfirmDelete';

export interface DeviceFormFooterProps {
  /** The saved device; no Delete before it is saved. */
  deviceId: string | undefined;
  /** The device list, where Cancel and a done delete return. */
  listPath: string;
  /** Sends the delete; answers the platform's refusal, if any. */
  deleteDevice: (id: string) => Promise<{ error?: CombinedError }>;
  /** What goes with the device, said in the confirmation. */
  deleteDetail: string;
  /** What the form's own check (probe, test connection) last said. */
  status?: string | null;
  /** The form's own buttons, before the common ones. */
  children?: ReactNode;
}

export function DeviceFormFooter({
  deviceId,
  listPath,
  deleteDevice,
  deleteDetail,
  status,
  children,
}: DeviceFormFooterProps) {
  const form = useFormContext<{ name: string }>();
  const { isSubmitting } = useFormState({ control: form.control });
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<'asking' | 'sending' | null>(null);

  const remove = async () => {
    if (!deviceId) return;
    setDeleting('sending');
    const result = await deleteDevice(deviceId);
    setDeleting(null);
    if (result.error) return form.setError(FORM_PROBLEM as 'root', { message: adminErrorMessage(result.error) });
    navigate(listPath);
  };

  return (
    <>
      {status && (
        <p className="vt-muted" role="status">
          {status}
        </p>
      )}
      <AdminFormFooter
        busy={isSubmitting || deleting === 'sending'}
        onDelete={deviceId ? () => setDeleting('asking') : undefined}
        onCancel={() => navigate(listPath)}
      >
        {children}
      </AdminFormFooter>
      {deleting && (
        <ConfirmDelete
          name={form.getValues('name')}
          detail={deleteDetail}
          busy={deleting === 'sending'}
          onConfirm={() => void remove()}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
