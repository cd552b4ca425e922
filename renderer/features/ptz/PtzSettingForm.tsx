/** The add and edit forms of a PTZ setting (spec 2 §2, §5): a new setting needs a name ('Enter
 *  setting name!'), stored lowercased without punctuation and with hyphens; an existing one edits
 *  its parameter and its commands. The name and parameter are a form-kit form. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMERA_SETTINGS, type CameraSettingName } from '../../../shared/video/ptzConstants';
import { Button, Form, FormSubmitButton, FormTextField, useSharedForm } from '../../ui';
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

interface SettingValues {
  name: string;
  paramName: string;
}

export function PtzSettingForm({ setting, onSave, onDone }: PtzSettingFormProps) {
  const { t } = useTranslation();
  const listId = useId();
  const form = useSharedForm<SettingValues>({
    defaultValues: { name: setting?.name ?? '', paramName: setting?.param?.name ?? '' },
    // An existing setting keeps its name; a new one needs one that stores as something.
    rules: (values) => ({
      name: !setting && ptzSettingName(values.name) === '' ? t('video.ptz.settings.nameRequired') : undefined,
    }),
  });
  const name = form.watch('name');
  const [commands, setCommands] = useState<PtzCommandValue[]>(
    () =>
      setting?.param?.cmds?.map((command) => ({
        name: command.name,
        cmd: { mode: command.cmd?.mode ?? null, cmd: command.cmd?.cmd ?? null, param: command.cmd?.param ?? null },
      })) ?? [],
  );
  const storedName = setting?.name ?? ptzSettingName(name);
  const build = (cmds: PtzCommandValue[]): PtzSettingInput => ({
    name: storedName,
    param: { name: form.getValues('paramName').trim() || null, cmds },
  });

  // onSave says itself what went wrong; the form only closes once the setting is stored.
  const submit = form.handleSubmit(async () => {
    const saved = await onSave(build(commands), setting ? 'video.ptz.settings.saved' : 'video.ptz.settings.created');
    if (saved) onDone();
  });

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
      <Form form={form} onSubmit={submit} className="vt-ptz-form" aria-label={title}>
        <h4 className="vt-ptz-form__title">{title}</h4>
        {!setting && (
          <>
            <FormTextField<SettingValues> name="name" label={t('video.ptz.settings.name')} list={listId} />
            <datalist id={listId}>
              {PREDEFINED.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
            {storedName !== '' && storedName !== name && (
              <p className="vt-muted">{t('video.ptz.settings.storedAs', { name: storedName })}</p>
            )}
          </>
        )}
        <FormTextField<SettingValues> name="paramName" label={t('video.ptz.settings.parameter')} />
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
          <FormSubmitButton>{setting ? t('video.ptz.settings.save') : t('video.ptz.settings.create')}</FormSubmitButton>
          <Button variant="quiet" onClick={onDone}>
            {t('video.ptz.settings.cancel')}
          </Button>
        </div>
      </Form>
      {setting && <PtzCommandForm suggestions={suggestions} onAdd={addCommand} />}
    </div>
  );
}
