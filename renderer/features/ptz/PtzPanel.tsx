/** The PTZ panel of a camera cell (spec 2 §2): Optical PTZ controls (and, for administrators, the
 *  optical-edit form), PTZ Presets, and the settings table for administrators; a gamepad drives
 *  the camera while the panel is open. */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import type { GamepadButtonAction } from '../../../shared/video/ptzConstants';
import { Tabs, useToast } from '../../ui';
import { useKeyboardPtz } from '../keyboard-targets';
import { useSession } from '../session';
import { graphqlErrorText } from './graphqlErrorText';
import { OpticalPtz } from './OpticalPtz';
import { OpticalSettingsForm } from './OpticalSettingsForm';
import { PtzOverrideDialog } from './PtzOverrideDialog';
import type { PtzConfigInput } from './ptzConfigInput';
import { type PtzConfig, PtzPanelQuery, SetPtzConfigMutation } from './ptzDocuments';
import { PtzPresetList } from './PtzPresetList';
import { PtzSettingsTable } from './PtzSettingsTable';
import { useGamepadPtz } from './useGamepadPtz';
import { usePtzControl } from './usePtzControl';
import { useSpeedRepeater } from './useSpeedRepeater';
import './ptz.css';

export interface PtzPanelProps {
  deviceId: string;
  deviceName: string;
  onClose(): void;
  /** Whether a connected gamepad drives this camera (default true; one panel at a time should). */
  gamepad?: boolean;
}

type PtzMenu = 'optical' | 'presets' | 'settings';

const EMPTY_CONFIG: PtzConfig = { optical: null, settings: [], presets: [] };

export function PtzPanel({ deviceId, deviceName, onClose, gamepad = true }: PtzPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const isAdmin = useSession().info?.isAdmin === true;
  const [menu, setMenu] = useState<PtzMenu>('optical');
  const [result, refetch] = useQuery({ query: PtzPanelQuery, variables: { id: deviceId } });
  const [, setPtzConfig] = useMutation(SetPtzConfigMutation);
  const config = result.data?.ptzConfig ?? EMPTY_CONFIG;
  const presets = config.presets ?? [];
  const control = usePtzControl(deviceId);

  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const save = async (input: PtzConfigInput, successKey: string) => {
    const answer = await setPtzConfig({ id: deviceId, config: input });
    if (answer.error) {
      toast(graphqlErrorText(answer.error), 'error');
      return false;
    }
    toast(t(successKey), 'success');
    return true;
  };

  const gamepadRepeater = useSpeedRepeater((vector) => void control.send('speed', vector));
  // Arrow and zoom keys on the cell move the camera while held (issue 30).
  const keyRepeater = useSpeedRepeater((vector) => void control.send('speed', vector));
  const panelRef = useRef<HTMLElement | null>(null);
  useKeyboardPtz(panelRef, keyRepeater);
  const onPress = (action: GamepadButtonAction) => {
    if (action.kind === 'step') {
      void control.send('step', { [action.axis]: action.steps });
      return;
    }
    const preset = presets.find((p) => p.id === String(action.preset)) ?? presets[action.preset - 1];
    if (preset) void control.send('preset', { preset: preset.id, action: 'GOTO' });
  };
  useGamepadPtz({
    enabled: gamepad && result.data !== undefined,
    joystickPresets: result.data?.joystickPresets,
    repeater: gamepadRepeater,
    onPress,
  });

  const menus: PtzMenu[] = isAdmin ? ['optical', 'presets', 'settings'] : ['optical', 'presets'];

  return (
    <section ref={panelRef} className="vt-ptz-panel" aria-label={t('video.ptz.title', { name: deviceName })}>
      <header className="vt-ptz-panel__header">
        <h3 className="vt-ptz-panel__title">
          <bdi>{deviceName}</bdi>
        </h3>
        <button type="button" className="vt-icon-button" aria-label={t('video.ptz.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <Tabs<PtzMenu>
        label={t('video.ptz.menu.label')}
        value={menu}
        tabs={menus.map((item) => ({ value: item, label: t(`video.ptz.menu.${item}`) }))}
        onChange={setMenu}
        listClassName="vt-ptz-panel__menu"
        tabClassName="vt-ptz-panel__tab"
        panelClassName="vt-ptz-panel__body"
      >
        {result.error ? (
          <p className="vt-ptz-error" role="alert">
            {graphqlErrorText(result.error)}
          </p>
        ) : !result.data ? (
          <p className="vt-muted">{t('video.ptz.loading')}</p>
        ) : menu === 'optical' ? (
          <>
            <OpticalPtz optical={config.optical} control={control} />
            {isAdmin && <OpticalSettingsForm key={JSON.stringify(config.optical)} config={config} save={save} />}
          </>
        ) : menu === 'presets' ? (
          <PtzPresetList presets={presets} isAdmin={isAdmin} control={control} onChanged={reload} />
        ) : (
          <PtzSettingsTable config={config} save={save} />
        )}
      </Tabs>
      <PtzOverrideDialog control={control} />
    </section>
  );
}
