/** The add and edit forms of a PTZ setting (spec 2 §2, §5): a new setting needs a name ('Enter
 *  setting name!'), stored lowercased without punctuation and with hyphens; an existing one edits
 *  its parameter and its commands. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMERA_SETTINGS, type CameraSettingName } from '../../../shared/video/ptzConstants';
import { Button, TextField } from '../../ui';
import type { PtzConfigInput } from './ptzConfigInput';
import { PtzCommandForm, type PtzCommandValue } from './PtzCommandForm';
import { ptzSettingName } from './ptzSettingName';

export type PtzSettingInput = NonNullable<PtzConfigInput['settings']>[number];

export interface PtzSettingFormProps {
  /** The setting being edited; absent for a new one. */
  setting?: PtzSettingInput;
  /** Saves the setting (replacing the one of the same name); resolves whether it was stored. */
  onSave(setting: PtzSettingInput, successKey: string): Promise<boolean>;
  onDone(): void;
}

const PREDEFINED = Object.keys(CAMERA_SETTINGS) as CameraSettingName[];

export function PtzSettingForm({ setting, onSave, onDone }: PtzSettingFormProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [name, setName] = useState(setting?.name ?? '');
  const [paramName, setParamName] = useState(setting?.param?.name ?? '');
  const [commands, setCommands] = useState<PtzCommandValue[]>(
    () =>
      setting?.param?.cmds?.map((command) => ({
        name: command.name,
        cmd: { mode: command.cmd?.mode ?? null, cmd: command.cmd?.cmd ?? null, param: command.cmd?.param ?? null },
      })) ?? [],
  );
  const [nameError, setNameError] = useState(false);
  const [busy, setBusy] = useState(false);
  const storedName = setting?.name ?? ptzSettingName(name);
  const build = (cmds: PtzCommandValue[]): PtzSettingInput => ({
    name: storedName,
    param: { name: paramName.trim() || null, cmds },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (storedName === '') {
      setNameError(true);
      return;
    }
    setBusy(true);
    const saved = await onSave(build(commands), setting ? 'video.ptz.settings.saved' : 'video.ptz.settings.created');
    setBusy(false);
    if (saved) onDone();
  };

  const addCommand = async (command: PtzCommandValue) => {
    const next = [...commands, command];
    const saved = await onSave(build(next), 'video.ptz.settings.command.created');
    if (saved) setCommands(next);
    return saved;
  };

  const suggestions: readonly string[] = CAMERA_SETTINGS[storedName as CameraSettingName] ?? [];
  const title = setting ? t('video.ptz.settings.editTitle', { name: setting.name }) : t('video.ptz.settings.add');

  return (
    <div className="vt-ptz-setting-form">
      <form className="vt-ptz-form" aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
        <h4 className="vt-ptz-form__title">{title}</h4>
        {!setting && (
          <>
            <TextField
              label={t('video.ptz.settings.name')}
              value={name}
              onChange={(value) => {
                setName(value);
                setNameError(false);
              }}
              aria-invalid={nameError || undefined}
              list={listId}
            />
            <datalist id={listId}>
              {PREDEFINED.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
            {nameError ? (
              <p className="vt-ptz-error" role="alert">
                {t('video.ptz.settings.nameRequired')}
              </p>
            ) : (
              storedName !== '' &&
              storedName !== name && (
                <p className="vt-muted">{t('video.ptz.settings.storedAs', { name: storedName })}</p>
              )
            )}
          </>
        )}
        <TextField label={t('video.ptz.settings.parameter')} value={paramName} onChange={setParamName} />
        {setting && (
          <ul className="vt-ptz-commands" aria-label={t('video.ptz.settings.commands')}>
            {commands.map((command, index) => (
              <li key={`${command.name}-${index}`}>
                <span>
                  {[command.name, command.cmd.mode, command.cmd.cmd, command.cmd.param].filter(Boolean).join(' · ')}
                </span>
                <Button
                  variant="quiet"
                  aria-label={t('video.ptz.settings.command.removeNamed', { name: command.name })}
                  onClick={() => setCommands(commands.filter((_, i) => i !== index))}
                >
                  {t('video.ptz.settings.command.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="vt-ptz-form__actions">
          <Button type="submit" busy={busy}>
            {setting ? t('video.ptz.settings.save') : t('video.ptz.settings.create')}
          </Button>
          <Button variant="quiet" onClick={onDone}>
            {t('video.ptz.settings.cancel')}
          </Button>
        </div>
      </form>
      {setting && <PtzCommandForm suggestions={suggestions} onAdd={addCommand} />}
    </div>
  );
}
