import { act, fireEvent, render, screen } from '@testing-library/react';
import { USER_ERROR } from '../../../shared/access/userAdmin';
import { CAMERA_MESSAGES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { validateCameraSettings, validateName } from '../../../shared/cameraAdmin/validateCameraInput';
import { initI18n } from '../../i18n';
import { ApiErrorCodes } from '../ApiErrorCodes';
import { Form } from './Form';
import { FormBanner } from './FormBanner';
import { FormNumberField } from './FormNumberField';
import { FormSelectField } from './FormSelectField';
import { FormSubmitButton } from './FormSubmitButton';
import { FormTextField } from './FormTextField';
import { FormToggle } from './FormToggle';
import type { ServerAnswer } from './serverProblem';
import { anyMessageOf, useFormSubmit } from './useFormSubmit';
import { useSharedForm } from './useSharedForm';

interface Camera {
  name: string;
  deliveryPriority: number | null;
  layer: string;
  enabled: boolean;
}

const START: Camera = { name: 'Gate', deliveryPriority: 5, layer: 'OSM', enabled: true };

function CameraForm({
  send,
}: {
  send: (values: Camera, changed: Partial<Camera>) => ServerAnswer | Promise<ServerAnswer>;
}) {
  const form = useSharedForm<Camera>({
    defaultValues: START,
    // The platform's own camera rules, answered as a list of { field, message }.
    rules: (values) => validateCameraSettings({ name: values.name, deliveryPriority: values.deliveryPriority }),
  });
  const submit = useFormSubmit(form, async (values, changed) => send(values, changed), {
    serverFields: { name: [USER_ERROR.NAME_TAKEN] },
  });
  return (
    <Form form={form} onSubmit={submit}>
      <FormBanner />
      <FormTextField<Camera> name="name" label="Name" />
      <FormNumberField<Camera> name="deliveryPriority" label="Priority" />
      <FormSelectField<Camera>
        name="layer"
        label="Layer"
        options={[
          { value: 'OSM', label: 'OpenStreetMap' },
          { value: 'OFFLINE', label: 'Offline map' },
        ]}
      />
      <FormToggle<Camera> name="enabled" label="Enabled" />
      <FormSubmitButton>Save</FormSubmitButton>
    </Form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('the form kit', () => {
  beforeAll(() => initI18n('en-US'));

  it('shows a shared rule’s message under its field, marks the field and sends nothing', async () => {
    const send = jest.fn();
    render(<CameraForm send={send} />);
    type('Name', '   ');
    type('Priority', '42');
    await save();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(validateName('   '));
    const priority = screen.getByLabelText('Priority');
    expect(document.getElementById(priority.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      CAMERA_MESSAGES.priorityRange,
    );
    expect(send).not.toHaveBeenCalled();

    type('Name', 'Gate 2');
    type('Priority', '3');
    await save();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the platform’s refusal in the banner, and a refusal about a field under that field', async () => {
    const answers: ServerAnswer[] = [
      { graphQLErrors: [{ message: 'Access denied' }], message: '[GraphQL] Access denied' },
      { code: 401, message: 'Invalid user name or password' },
      { graphQLErrors: [{ message: USER_ERROR.NAME_TAKEN }], message: '' },
    ];
    render(<CameraForm send={() => answers.shift()} />);
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Access denied');
    await save();
    // Issue 36: no number in front of the words, except on the pages spec 1 §8 names (below).
    expect(screen.getByRole('alert').textContent).toBe('Invalid user name or password');
    await save();
    const name = screen.getByLabelText('Name');
    expect(screen.getByRole('alert').id).toBe(name.getAttribute('aria-describedby'));
    expect(screen.getByRole('alert').textContent).toBe(USER_ERROR.NAME_TAKEN);
    expect(document.querySelector('.vt-error-banner')).toBeNull();
  });

  it('sends only the fields the user changed, counting from what was last saved', async () => {
    const send = jest.fn<ServerAnswer, [Camera, Partial<Camera>]>();
    render(<CameraForm send={send} />);
    type('Priority', '7');
    await save();
    expect(send.mock.calls[0]?.[1]).toEqual({ deliveryPriority: 7 });
    expect(send.mock.calls[0]?.[0]).toEqual({ ...START, deliveryPriority: 7 });

    type('Layer', 'OFFLINE');
    fireEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    await save();
    expect(send.mock.calls[1]?.[1]).toEqual({ layer: 'OFFLINE', enabled: false });

    type('Name', 'Gate 2');
    type('Name', 'Gate');
    await save();
    expect(send.mock.calls[2]?.[1]).toEqual({});
  });

  it('writes a refusal as [code] message where the page shows codes (spec 1 §8)', async () => {
    render(
      <ApiErrorCodes.Provider value>
        <CameraForm send={() => ({ code: 401, message: 'Invalid user name or password' })} />
      </ApiErrorCodes.Provider>,
    );
    await save();
    expect(screen.getByRole('alert').textContent).toBe('[401] Invalid user name or password');
  });

  it('owns every message a shared template makes, and no other', () => {
    const taken = anyMessageOf((name: string) => `A label, zone or set named '${name}' already exists`);
    expect(taken("A label, zone or set named 'North' already exists")).toBe(true);
    expect(taken('Name should not be empty')).toBe(false);
  });

  it('sends once while a send is on its way, however often the form is submitted', async () => {
    let answer: (value: ServerAnswer) => void = () => {};
    const send = jest.fn(() => new Promise<ServerAnswer>((resolve) => (answer = resolve)));
    render(<CameraForm send={send} />);
    const form = screen.getByLabelText('Name').closest('form')!;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => fireEvent.submit(form));
    expect(send).toHaveBeenCalledTimes(1);
    // The submit button says the send is on its way, and takes no second press meanwhile.
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    await act(async () => answer(undefined));
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.disabled).toBe(false);
    await save();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('checked as typed, says at once what is wrong with the starting value, and clears it when corrected', async () => {
    function NameForm() {
      const form = useSharedForm<{ name: string }>({
        defaultValues: { name: ' ' },
        checkAsTyped: true,
        rules: ({ name }) => ({ name: validateName(name) }),
      });
      return (
        <Form form={form} onSubmit={() => undefined}>
          <FormTextField<{ name: string }> name="name" label="Name" />
        </Form>
      );
    }
    render(<NameForm />);
    expect(screen.getByRole('alert').textContent).toBe(validateName(' '));
    await act(async () => type('Name', 'Gate'));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => type('Name', ''));
    expect(screen.getByRole('alert').textContent).toBe(validateName(''));
  });
});
