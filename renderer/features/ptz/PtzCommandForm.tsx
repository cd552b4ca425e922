/** Adds a command to a PTZ setting: a name (required; spec 2 gives the rule no text, so a missing
 *  name only marks the field wrong) and the mode, command and parameter sent to the camera. A
 *  form-kit form; it starts over once the command is stored. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormSubmitButton, FormTextField, useSharedForm } from '../../ui';

export interface PtzCommandValue {
  name: string;
  cmd: { mode: string | null; cmd: string | null; param: string | null };
}

export interface PtzCommandFormProps {
  /** Suggested command names (the values of a predefined camera setting). */
  suggestions: readonly string[];
  onAdd(command: PtzCommandValue): Promise<boolean>;
}

interface CommandValues {
  name: string;
  mode: string;
  cmd: string;
  param: string;
}

const EMPTY: CommandValues = { name: '', mode: '', cmd: '', param: '' };

export function PtzCommandForm({ suggestions, onAdd }: PtzCommandFormProps) {
  const { t } = useTranslation();
  const listId = useId();
  const form = useSharedForm<CommandValues>({
    defaultValues: EMPTY,
    rules: (values) => ({ name: values.name.trim() === '' }),
  });

  const send = form.handleSubmit(async ({ name, mode, cmd, param }) => {
    const added = await onAdd({
      name: name.trim(),
      cmd: { mode: mode.trim() || null, cmd: cmd.trim() || null, param: param.trim() || null },
    });
    if (added) form.reset(EMPTY);
  });

  return (
    <Form
      form={form}
      className="vt-ptz-form vt-ptz-form--inline"
      aria-label={t('video.ptz.settings.command.add')}
      // The setting's own form holds this one's place; its submit is this form's alone.
      onSubmit={(event) => {
        event?.stopPropagation();
        return send(event);
      }}
    >
      <FormTextField<CommandValues>
        name="name"
        label={`${t('video.ptz.settings.command.name')} *`}
        aria-required
        list={suggestions.length > 0 ? listId : undefined}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
      <FormTextField<CommandValues> name="mode" label={t('video.ptz.settings.command.mode')} />
      <FormTextField<CommandValues> name="cmd" label={t('video.ptz.settings.command.cmd')} />
      <FormTextField<CommandValues> name="param" label={t('video.ptz.settings.command.param')} />
      <FormSubmitButton variant="secondary">{t('video.ptz.settings.command.add')}</FormSubmitButton>
    </Form>
  );
}
