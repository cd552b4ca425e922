/** Sending an alarm's camera to a wall display in one action (issue 30: pushCameraToWall): the
 *  walls the operator may control, the display, Send; the platform's refusal shows in the dialog. */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import {
  Dialog,
  Form,
  FormBanner,
  FormDialogActions,
  FormSelectField,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { useDisplayName } from './useDisplayName';
import { PushCameraMutation, type VmxWall } from './vmxDocuments';

interface SendValues {
  wallId: string;
  displayIndex: number;
}

export interface SendToWallDialogProps {
  cameraId: string;
  cameraName: string;
  walls: readonly VmxWall[];
  onClose(): void;
}

export function SendToWallDialog({ cameraId, cameraName, walls, onClose }: SendToWallDialogProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const nameOf = useDisplayName();
  const form = useSharedForm<SendValues>({ defaultValues: { wallId: walls[0]?.id ?? '', displayIndex: 0 } });
  const wallId = useWatch({ control: form.control, name: 'wallId' });
  const wall = walls.find((w) => w.id === wallId) ?? walls[0];
  const submit = useFormSubmit(form, async ({ wallId: id, displayIndex }) => {
    const result = await client.mutation(PushCameraMutation, { wallId: id, displayIndex, cameraId }).toPromise();
    if (result.error) return result.error;
    const display = wall?.displays.find((d) => d.index === displayIndex);
    toast(t('vmx.send.done', { camera: cameraName, display: display ? nameOf(display) : '' }), 'success');
    onClose();
  });
  const title = t('vmx.send.title', { name: cameraName });
  return (
    <Dialog title={title} onClose={onClose}>
      <Form form={form} onSubmit={submit} className="vt-vmx-preset-form" aria-label={title}>
        <FormBanner />
        <FormSelectField<SendValues>
          name="wallId"
          label={t('vmx.wall')}
          options={walls.map((w) => ({ value: w.id, label: w.name }))}
        />
        <FormSelectField<SendValues, number>
          name="displayIndex"
          label={t('vmx.send.display')}
          options={(wall?.displays ?? []).map((d) => ({
            value: d.index,
            label: t('vmx.displayLabel', { number: d.index + 1, name: nameOf(d) }),
          }))}
        />
        <FormDialogActions submitLabel={t('vmx.send.send')} onCancel={onClose} />
      </Form>
    </Dialog>
  );
}
