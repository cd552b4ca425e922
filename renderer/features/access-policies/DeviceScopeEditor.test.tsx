/** The zone editor (spec 3 §3.6 zone; issue 36): a name another zone already has, capitals aside,
 *  is said on the name field before anything is sent, and the zone itself may change its capitals. */
import { renderSignedIn } from '../../testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DeviceScopeEditor } from './DeviceScopeSections';

const LOADED = { timeout: 15_000 };
const ZONES = {
  zones: [
    { id: 'z-1', name: 'Loading Dock', isSystemManaged: false, devices: [] },
    { id: 'z-2', name: 'Lobby', isSystemManaged: false, devices: [] },
  ],
};
// The pickers' zones are the same Query.zones in the console's cache.
const SOURCES = {
  users: [],
  devicesByAspectTypes: [],
  zones: ZONES.zones.map(({ id, name }) => ({ id, name })),
  sets: [],
};

function open(path: string, id?: string) {
  return renderSignedIn(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<DeviceScopeEditor kind="Zones" {...(id && { id })} />} />
      </Routes>
    </MemoryRouter>,
    { AccessZones: ZONES, AccessPickerSources: SOURCES } as never,
  );
}

describe('the zone editor', () => {
  it('refuses a new zone named as another but for its capitals, naming that zone', async () => {
    await open('/view/zone/add');
    const name = await screen.findByLabelText('Name', undefined, LOADED);
    fireEvent.change(name, { target: { value: ' loading DOCK ' } });
    expect(
      await screen.findByText(
        "A label, zone or set named 'Loading Dock' already exists; names differ by more than capital letters",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(name, { target: { value: 'Loading bay' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
  });

  it('lets a zone change its own capitals', async () => {
    await open('/view/zone/edit/z-1', 'z-1');
    const name = await screen.findByDisplayValue('Loading Dock', undefined, LOADED);
    fireEvent.change(name, { target: { value: 'Loading dock' } });
    expect(screen.queryByText(/already exists/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});
