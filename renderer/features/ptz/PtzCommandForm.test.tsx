/** The PTZ setting's add-command form (spec 2 §2): a missing name marks the field without words and
 *  sends nothing; a named command is sent trimmed and the form starts over once it is stored. */
import '../../testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { PtzCommandForm, type PtzCommandValue } from './PtzCommandForm';

beforeAll(() => initI18n('en-US'));

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function renderForm(answer: boolean) {
  const added: PtzCommandValue[] = [];
  render(
    <PtzCommandForm
      suggestions={['on', 'off']}
      onAdd={(command) => {
        added.push(command);
        return Promise.resolve(answer);
      }}
    />,
  );
  return added;
}

const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Add command' })));

test('a missing name marks the name field wrong, says nothing and sends nothing', async () => {
  const added = renderForm(true);
  fireEvent.change(field(/^Mode/), { target: { value: 'relay' } });
  await submit();
  expect(added).toEqual([]);
  expect(field(/^Command name/).getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('alert')).toBeNull();
  // Typing a name takes the mark away.
  fireEvent.change(field(/^Command name/), { target: { value: 'on' } });
  await act(async () => {});
  expect(field(/^Command name/).hasAttribute('aria-invalid')).toBe(false);
});

test('a named command is sent trimmed, its empty parts as none, and the form starts over', async () => {
  const added = renderForm(true);
  fireEvent.change(field(/^Command name/), { target: { value: ' on ' } });
  fireEvent.change(field(/^Command$/), { target: { value: ' relay1 ' } });
  await submit();
  expect(added).toEqual([{ name: 'on', cmd: { mode: null, cmd: 'relay1', param: null } }]);
  expect(field(/^Command name/).value).toBe('');
  expect(field(/^Command$/).value).toBe('');
});

test('a command the platform did not store stays in the form', async () => {
  const added = renderForm(false);
  fireEvent.change(field(/^Command name/), { target: { value: 'off' } });
  await submit();
  expect(added).toHaveLength(1);
  expect(field(/^Command name/).value).toBe('off');
});
