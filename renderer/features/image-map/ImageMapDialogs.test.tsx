/** The image map's name dialog (spec 3 §2.11) on the form kit: the shared name rule as typed. */
import '../../testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../i18n';
import { NameDialog } from './ImageMapDialogs';

async function open(onSubmit = jest.fn(async () => true)) {
  await initI18n('en-US');
  const onClose = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <NameDialog
        title="Add layer"
        siblings={[{ id: 'l1', name: 'Ground floor' }]}
        onSubmit={onSubmit}
        onClose={onClose}
      />
    </I18nextProvider>,
  );
  return { onSubmit, onClose };
}

const name = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const ok = () => screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
const type = (value: string) => act(async () => fireEvent.change(name(), { target: { value } }));

describe('the image map name dialog', () => {
  it("says as it is typed that a sibling's name is taken, and keeps OK off meanwhile", async () => {
    await open();
    // The empty name of a new layer goes unremarked, but cannot be confirmed.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ok().disabled).toBe(true);
    await type(' ground FLOOR ');
    expect(screen.getByRole('alert').textContent).toBe('This name is already in use here');
    expect(ok().disabled).toBe(true);
    await type(' ');
    expect(screen.getByRole('alert').textContent).toBe('Name should not be empty');
  });

  it('sends the trimmed name and closes once it is stored', async () => {
    const { onSubmit, onClose } = await open();
    await type(' Mezzanine ');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.click(ok()));
    expect(onSubmit).toHaveBeenCalledWith('Mezzanine', null);
    expect(onClose).toHaveBeenCalled();
  });
});
