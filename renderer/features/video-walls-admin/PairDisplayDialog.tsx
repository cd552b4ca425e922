/** Pairing a wall display page with one display (issue 30): the administrator types the code the
 *  page shows in large type; the platform's refusal (a code unknown or expired) shows under the
 *  field, and the dialog closes once the display is paired. */
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { WALL_ERROR, WALL_PAIRING_CODE_LENGTH } from '../../../shared/walls/videoWalls';
import {
  Dialog,
  Form,
  FormBanner,
  FormDialogActions,
  FormTextField,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { AcceptPairingMutation } from './videoWallDocuments';

interface PairValues {
  code: string;
}

const CODE_PATTERN = new RegExp(`^\\d{${WALL_PAIRING_CODE_LENGTH}}$`);

/** The code as typed, spaces and dashes left out (a code read aloud as '123 456'). */
export const cleanPairingCode = (code: string) => code.replace(/[\s-]/g, '');

export interface PairDisplayDialogProps {
  wallId: string;
  displayIndex: number;
  displayName: string;
  onClose(): void;
}

export function PairDisplayDialog({ wallId, displayIndex, displayName, onClose }: PairDisplayDialogProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const form = useSharedForm<PairValues>({
    defaultValues: { code: '' },
    rules: (v) => ({
      code: CODE_PATTERN.test(cleanPairingCode(v.code))
        ? undefined
        : t('videoWalls.pair.codeRule', { digits: WALL_PAIRING_CODE_LENGTH }),
    }),
  });
  const submit = useFormSubmit(
    form,
    async ({ code }) => {
      const result = await client
        .mutation(AcceptPairingMutation, { code: cleanPairingCode(code), wallId, displayIndex })
        .toPromise();
      if (result.error) return result.error;
      toast(t('videoWalls.pair.done', { name: displayName }), 'success');
      onClose();
    },
    { serverFields: { code: [WALL_ERROR.PAIRING_CODE] } },
  );
  return (
    <Dialog title={t('videoWalls.pair.title', { name: displayName })} onClose={onClose}>
      <Form
        form={form}
        onSubmit={submit}
        className="vt-wall-pair"
        aria-label={t('videoWalls.pair.title', { name: displayName })}
      >
        <p className="vt-muted">{t('videoWalls.pair.about')}</p>
        <FormBanner />
        <FormTextField<PairValues>
          name="code"
          label={t('videoWalls.pair.code')}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          required
        />
        <FormDialogActions submitLabel={t('videoWalls.pair.accept')} onCancel={onClose} />
      </Form>
    </Dialog>
  );
}
