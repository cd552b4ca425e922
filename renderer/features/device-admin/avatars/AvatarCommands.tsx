/** The avatar commands of spec 3 §4 (deviceCommand): channel benchmark, delivery service activate,
 *  deactivate, start and stop, reboot, update key, update software; each answers with what it did. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { type AvatarCommandName } from '../../../../shared/devices/deviceAdminConstants';
import { Button, useToast } from '../../../ui';
import { DeviceCommandMutation } from '../deviceAdminDocuments';
import { adminErrorMessage } from '../../admin';
import type { AdminDevice } from '../useDeviceList';
import { avatarAspectOf } from './avatarAspectOf';

export function AvatarCommands({ avatar, onDone }: { avatar: AdminDevice; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [running, setRunning] = useState<AvatarCommandName | null>(null);
  const state = avatarAspectOf(avatar);
  const configured = state?.deliveryServiceConfigured !== false;
  const started = configured && state?.deliveryServiceRunning !== false;

  const run = async (command: AvatarCommandName) => {
    setRunning(command);
    const result = await client.mutation(DeviceCommandMutation, { id: avatar.id, command }).toPromise();
    setRunning(null);
    if (result.error) toast(t('deviceAdmin.commands.failed', { message: adminErrorMessage(result.error) }), 'error');
    else toast(result.data?.deviceCommand.message ?? '', 'success');
    onDone();
  };
  const button = (command: AvatarCommandName, shown = true) =>
    shown && (
      <Button
        key={command}
        variant="secondary"
        busy={running === command}
        disabled={running !== null}
        onClick={() => void run(command)}
      >
        {t(`deviceAdmin.commands.${command}`)}
      </Button>
    );
  return (
    <div className="vt-avatar-commands" role="group" aria-label={t('deviceAdmin.commands.title')}>
      {button('CHANNEL_BENCHMARK')}
      {button('DELIVERY_ACTIVATE', !configured)}
      {button('DELIVERY_DEACTIVATE', configured)}
      {button('DELIVERY_START', configured && !started)}
      {button('DELIVERY_STOP', started)}
      {button('REBOOT')}
      {button('UPDATE_KEY')}
      {button('UPDATE_SOFTWARE')}
    </div>
  );
}
