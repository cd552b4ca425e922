/** The sensor form (spec 3 §2.1, §3.1, §7.2) on the form kit. */
// The test helpers first: they install what the router needs in jsdom.
import { renderSignedIn, sentOperations } from '../../../testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SensorForm } from './SensorForm';

const camera = (id: string, name: string) => ({
  id,
  name,
  deviceType: 'camera',
  enabled: true,
  healthStatus: 'NORMAL',
  modifiedAt: 1,
  platform: null,
  position: null,
  acknowledgeRequired: false,
  deliveryPriority: null,
  config: null,
  aspects: [],
});

async function open() {
  const { fetch } = await renderSignedIn(
    <MemoryRouter>
      <SensorForm />
    </MemoryRouter>,
    {
      AdminDevicesByTypes: { devicesByAspectTypes: [camera('c1', 'Lobby'), camera('c2', 'Yard')] },
      AdminZones: { labels: [{ id: 'z1', name: 'Warehouse', type: 'ZONE' }] },
      CreateSensor: { createSensorDevice: { ...camera('s1', 'Door'), deviceType: 'sensor' } },
    },
  );
  return fetch;
}

const field = (name: string) => screen.getByLabelText(name, { exact: true }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const errorOf = (name: string) =>
  document.getElementById(field(name).getAttribute('aria-describedby') ?? '')?.textContent;

describe('the sensor form', () => {
  it('says what is wrong under the name, the port and the position, and sends nothing', async () => {
    const fetch = await open();
    type('Port', '70000');
    type('Latitude', '52.2');
    await save();
    expect(errorOf('Name')).toBe('Name should not be empty');
    expect(errorOf('Port')).toBe('Port should be between 1 and 65535');
    expect(errorOf('Longitude')).toBe('Latitude and longitude should both be set, within ±90 and ±180');
    expect(sentOperations(fetch).map((o) => o.name)).not.toContain('CreateSensor');
  });

  it('adds a sensor with what was typed and picked', async () => {
    const fetch = await open();
    type('Name', 'Door');
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'doorContact' } });
    type('Model', 'DC-300');
    type('Port', '5000');
    type('Latitude', '52.2');
    type('Longitude', '21');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Yard' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Warehouse' }));
    await save();
    const create = sentOperations(fetch).find((o) => o.name === 'CreateSensor');
    expect(create?.variables.input).toEqual({
      name: 'Door',
      kind: 'doorContact',
      model: 'DC-300',
      serial: null,
      host: null,
      port: 5000,
      platformId: null,
      associatedDevices: ['c2'],
      zones: ['z1'],
      sensorEvents: [],
      enabled: true,
      acknowledgeRequired: true,
      position: { lat: 52.2, lng: 21 },
    });
  });
});
