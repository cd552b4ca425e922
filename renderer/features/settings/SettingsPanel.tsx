/** The settings panel of spec 1 §2.7: open the view list on start and alarm sound (after the
 *  browser allows audio) — both kept in the user's workspace configuration (§3) — the player's
 *  default connection (kept in this browser), and — in the desktop shell only, kept by the shell —
 *  whether the current session is saved. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_CONNECTIONS } from '../../../shared/shell/constants';
import { DEFAULT_WORKSPACE_SETTINGS } from '../../../shared/views';
import { usePlatform } from '../../platform';
import { type PlayerConnection, usePlayerConnection } from '../../state';
import { SelectField, Toggle } from '../../ui';
import { useWorkspaceSettings } from '../views';
import { requestAudioPermission } from './requestAudioPermission';
import './settings.css';

export interface SettingsPanelProps {
  /** Injected in tests; the browser's check otherwise. */
  askAudioPermission?: () => Promise<boolean>;
}

export function SettingsPanel({ askAudioPermission = requestAudioPermission }: SettingsPanelProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  // Until the configuration loads, the defaults show and cannot be changed.
  const { settings: loaded, update } = useWorkspaceSettings();
  const settings = loaded ?? DEFAULT_WORKSPACE_SETTINGS;
  const [connection, setConnection] = usePlayerConnection();
  const [audioRefused, setAudioRefused] = useState(false);

  async function setAlarmSound(on: boolean) {
    setAudioRefused(false);
    if (on && !(await askAudioPermission())) {
      setAudioRefused(true);
      return;
    }
    await update({ enableAlarmSound: on });
  }

  return (
    <section className="vt-settings" aria-label={t('settings.title')}>
      <Toggle
        label={t('settings.openViewListOnStart')}
        checked={settings.openViewListOnStart}
        disabled={!loaded}
        onChange={(on) => void update({ openViewListOnStart: on })}
      />
      <Toggle
        label={t('settings.enableAlarmSound')}
        checked={settings.enableAlarmSound}
        disabled={!loaded}
        hint={audioRefused ? t('settings.audioRefused') : undefined}
        onChange={(on) => void setAlarmSound(on)}
      />
      <SelectField<PlayerConnection>
        label={t('settings.playerConnection')}
        value={connection}
        options={PLAYER_CONNECTIONS.map((value) => ({ value, label: t(`settings.connections.${value}`) }))}
        onChange={setConnection}
      />
      {platform.sessionSaving && <SaveSessionToggle saving={platform.sessionSaving} />}
    </section>
  );
}

/** Desktop only: the shell keeps the choice (default on). */
function SaveSessionToggle({ saving }: { saving: NonNullable<ReturnType<typeof usePlatform>['sessionSaving']> }) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    void saving.isEnabled().then((value) => live && setEnabled(value));
    return () => {
      live = false;
    };
  }, [saving]);

  return (
    <Toggle
      label={t('settings.saveCurrentSession')}
      checked={enabled ?? true}
      disabled={enabled === null}
      onChange={(on) => {
        setEnabled(on);
        void saving.setEnabled(on);
      }}
    />
  );
}
