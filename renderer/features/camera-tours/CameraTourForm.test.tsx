/** The camera tour form (spec 3 §2.1, §3.6; issue 28): steps added, reordered and sent in order,
 *  a step's preset chosen from its PTZ camera's presets, the shared rules under their fields, and
 *  the delete question naming the schedules whose actions name the tour (spec 3 §7). */
// The test helpers first: they install what the router needs in jsdom.
import { press, renderSignedIn, sentOperations } from '../../testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '../../i18n';
import { NEW_TOUR, tourValues } from './tourFormValues';
import { CameraTourForm } from './CameraTourForm';

const tour = {
  id: 't1',
  name: 'Yard patrol',
  enabled: true,
  running: false,
  progress: null,
  heldBy: null,
  steps: [],
};

async function open() {
  const { fetch } = await renderSignedIn(
    <MemoryRouter>
      <CameraTourForm initial={NEW_TOUR} tab={undefined} />
    </MemoryRouter>,
    {
      TourCameras: {
        devicesByAspectTypes: [
          { id: 'ptz', name: 'Yard PTZ', isPtz: true },
          { id: 'lobby', name: 'Lobby', isPtz: false },
        ],
      },
      TourPresets: { ptzConfig: { presets: [{ id: '2', name: 'East tower' }] } },
      CreateCameraTour: { createCameraTour: { cameraTour: tour, warning: null } },
    },
  );
  return fetch;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const step = (n: number) => screen.getByRole('listitem', { name: `Step ${n}` });
const pick = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByRole('combobox', { name: label }), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('the camera tour form', () => {
  it('sends the steps in the order they were put in, with the preset picked for the PTZ camera', async () => {
    const fetch = await open();
    fireEvent.change(screen.getByLabelText('Name', { exact: true }), { target: { value: 'Yard patrol' } });
    press(screen.getByRole('tab', { name: 'Steps' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    pick(step(1), 'Camera', 'lobby');
    pick(step(2), 'Camera', 'ptz');
    await settle();
    expect((within(step(1)).getByRole('combobox', { name: 'Preset' }) as HTMLSelectElement).disabled).toBe(true);
    pick(step(2), 'Preset', '2');
    fireEvent.change(within(step(2)).getByLabelText('Delay (seconds)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    await save();
    const create = sentOperations(fetch).find((o) => o.name === 'CreateCameraTour');
    expect(create?.variables.tour).toEqual({
      name: 'Yard patrol',
      enabled: true,
      steps: [
        { cameraId: 'ptz', cameraPreset: '2', delay: 12, name: null },
        { cameraId: 'lobby', cameraPreset: null, delay: 5, name: null },
      ],
    });
  });

  it('shows a step without a camera and a wrong delay under their fields, and sends nothing', async () => {
    const fetch = await open();
    fireEvent.change(screen.getByLabelText('Name', { exact: true }), { target: { value: 'Gate' } });
    press(screen.getByRole('tab', { name: 'Steps' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    fireEvent.change(within(step(1)).getByLabelText('Delay (seconds)'), { target: { value: '0' } });
    await save();
    const alerts = within(step(1))
      .getAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts).toEqual(['Choose a camera', 'Delay must be a whole number of seconds from 1 to 3600']);
    expect(sentOperations(fetch).map((o) => o.name)).not.toContain('CreateCameraTour');
  });

  it('says what is wrong in the operator’s language', async () => {
    await open();
    await act(() => setLanguage('pl-PL'));
    press(screen.getByRole('tab', { name: 'Kroki' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj krok' }));
    const krok = () => screen.getByRole('listitem', { name: 'Krok 1' });
    fireEvent.change(within(krok()).getByLabelText('Czas (sekundy)'), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
    press(screen.getByRole('tab', { name: 'Kroki' }));
    const alerts = within(krok())
      .getAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts).toEqual(['Wybierz kamerę', 'Czas musi być liczbą całkowitą sekund od 1 do 3600']);
    await act(() => setLanguage('en-US'));
  });

  it('names the schedules that use the tour before deleting it, and says so after', async () => {
    const named = { id: 't1', usedBy: ['Night arming', 'Weekend watch'] };
    const warning = {
      message: 'Schedules named it; their actions on it no longer apply',
      warningFields: named.usedBy.map((value) => ({ field: 'usedBy', value })),
    };
    const { fetch } = await renderSignedIn(
      <MemoryRouter>
        <CameraTourForm tour={tour} initial={tourValues(tour)} tab="general" />
      </MemoryRouter>,
      {
        CameraTourUsedBy: { cameraTour: named },
        DeleteCameraTour: { deleteCameraTour: { deleted: true, warning } },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await settle();
    const dialog = screen.getByRole('dialog');
    const note = within(dialog).getByRole('note', { name: 'Schedules that name it' });
    expect(note.textContent).toBe(
      'Used by schedules: Night arming and Weekend watch' +
        'Their actions on it will no longer apply; their editors will say it no longer exists.',
    );
    expect(sentOperations(fetch).map((o) => o.name)).not.toContain('DeleteCameraTour');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await settle();
    expect(sentOperations(fetch).find((o) => o.name === 'DeleteCameraTour')?.variables).toEqual({ id: 't1' });
    expect(screen.getByText('Schedules no longer apply their actions on it: Night arming, Weekend watch')).toBeTruthy();
  });

  it('asks without a note when no schedule names the tour', async () => {
    await renderSignedIn(
      <MemoryRouter>
        <CameraTourForm tour={tour} initial={tourValues(tour)} tab="general" />
      </MemoryRouter>,
      { CameraTourUsedBy: { cameraTour: { id: 't1', usedBy: [] } } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await settle();
    expect(within(screen.getByRole('dialog')).queryByRole('note')).toBeNull();
  });
});
