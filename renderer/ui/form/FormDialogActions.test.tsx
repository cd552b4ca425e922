import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { Form } from './Form';
import { FormDialogActions } from './FormDialogActions';
import { FormTextField } from './FormTextField';
import { useFormSubmit } from './useFormSubmit';
import { useSharedForm } from './useSharedForm';

interface Preset {
  name: string;
}

function PresetForm({ send, onCancel }: { send: (values: Preset) => Promise<undefined>; onCancel: () => void }) {
  const form = useSharedForm<Preset>({ defaultValues: { name: 'North' } });
  const submit = useFormSubmit(form, (values) => send(values));
  return (
    <Form form={form} onSubmit={submit} aria-label="Save preset">
      <FormTextField<Preset> name="name" label="Name" />
      <FormDialogActions submitLabel="Save" onCancel={onCancel} />
    </Form>
  );
}

beforeAll(() => initI18n('en-US'));

it('cancels without sending the form', async () => {
  const send = jest.fn(async () => undefined);
  const onCancel = jest.fn();
  render(<PresetForm send={send} onCancel={onCancel} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(send).not.toHaveBeenCalled();
});

it('sends the form and is busy until the send is answered', async () => {
  let answer: (value: undefined) => void = () => undefined;
  const send = jest.fn(() => new Promise<undefined>((resolve) => (answer = resolve)));
  render(<PresetForm send={send} onCancel={jest.fn()} />);
  const save = screen.getByRole('button', { name: 'Save' });
  await act(async () => fireEvent.click(save));
  expect(send).toHaveBeenCalledWith({ name: 'North' });
  expect(save).toHaveProperty('disabled', true);
  await act(async () => answer(undefined));
  expect(save).toHaveProperty('disabled', false);
});
