/** Adds a command to a PTZ setting: a name (required; the spec gives no error text, so the field
 *  is only marked) and the mode, command and parameter sent to the camera. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../ui';

export interface PtzCommandValue {
  name: string;
  cmd: { mode: string | null; cmd: string | null; param: string | null };
}

export interface PtzCommandFormProps {
  /** Suggested command names (the values of a predefined camera setting). */
  suggestions: readonly string[];
  onAdd(command: PtzCommandValue): Promise<boolean>;
}

export function PtzCommandForm({ suggestions, onAdd }: PtzCommandFormProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [name, setName] = useState('');
  const [mode, setMode] = useState('');
  const [cmd, setCmd] = useState('');
  const [param, setParam] = useState('');
  const [missingName, setMissingName] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (name.trim() === '') {
      setMissingName(true);
      return;
    }
    setBusy(true);
    const added = await onAdd({
      name: name.trim(),
      cmd: { mode: mode.trim() || null, cmd: cmd.trim() || null, param: param.trim() || null },
    });
    setBusy(false);
    if (added) {
      setName('');
      setMode('');
      setCmd('');
      setParam('');
    }
  };

  return (
    <form
      className="vt-ptz-form vt-ptz-form--inline"
      aria-label={t('video.ptz.settings.command.add')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={`${t('video.ptz.settings.command.name')} *`}
        className={missingName ? 'vt-field--invalid' : undefined}
        value={name}
        onChange={(value) => {
          setName(value);
          setMissingName(false);
        }}
        aria-required
        aria-invalid={missingName || undefined}
        list={suggestions.length > 0 ? listId : undefined}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
      <TextField label={t('video.ptz.settings.command.mode')} value={mode} onChange={setMode} />
      <TextField label={t('video.ptz.settings.command.cmd')} value={cmd} onChange={setCmd} />
      <TextField label={t('video.ptz.settings.command.param')} value={param} onChange={setParam} />
      <Button type="submit" variant="secondary" busy={busy}>
        {t('video.ptz.settings.command.add')}
      </Button>
    </form>
  );
}
