/** The gateway form (spec 3 §2.1, §3.1, §7.1–§7.2) on the form kit. */
// The test helpers first: they install what the router needs in jsdom.
import { type GraphqlOperations, renderSignedIn, sentOperations } from '../../../testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { GatewayForm } from './GatewayForm';

const device = (id: string, name: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  deviceType: type,
  enabled: true,
  healthStatus: 'NORMAL',
  modifiedAt: 1,
  platform: null,
  position: null,
  acknowledgeRequired: false,
  deliveryPriority: null,
  config: null,
  aspects: [],
  ...extra,
});

const gateway = device('g1', 'OnGuard', 'gateway', {
  enabled: false,
  config: { model: null, sensorKind: null, connect: { host: null, port: null, URL: 'https://og.example', user: 'sa' } },
  aspects: [
    {
      __typename: 'GatewayAspect',
      id: 'g1-gw',
      type: 'Gateway',
      lenelVersion: '8.0',
      directory: 'dir-2',
      associatedDevices: ['c2'],
      subscribedEvents: ['Door forced', 'Door held'],
    },
  ],
});

const saved = { device: gateway, warning: null };

async function open(gatewayId: string | undefined, operations: GraphqlOperations = {}) {
  const { fetch } = await renderSignedIn(
    <MemoryRouter>
      <GatewayForm {...(gatewayId && { gatewayId })} />
    </MemoryRouter>,
    {
      AdminDevice: { device: gateway },
      AdminDevicesByTypes: { devicesByAspectTypes: [device('c1', 'Lobby', 'camera'), device('c2', 'Yard', 'camera')] },
      CreateGateway: { createGatewayDevice: saved },
      UpdateGateway: { updateGatewayDevice: saved },
      ...operations,
    },
  );
  return fetch;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const errorOf = (name: string) =>
  document.getElementById(field(name).getAttribute('aria-describedby') ?? '')?.textContent;

describe('the gateway form', () => {
  it('says under each field what is wrong, and sends nothing', async () => {
    const fetch = await open(undefined);
    type('URL', 'ftp://og.example');
    await press('Save');
    expect(errorOf('Name')).toBe('Name should not be empty');
    expect(errorOf('URL')).toBe('URL should be an http or https address');
    expect(sentOperations(fetch).map((o) => o.name)).not.toContain('CreateGateway');
    // Corrected, the problem goes as it is typed.
    type('URL', 'https://og.example');
    await act(async () => undefined);
    expect(field('URL').getAttribute('aria-invalid')).toBeNull();
  });

  it('adds a gateway with what was typed and picked', async () => {
    const fetch = await open(undefined);
    type('Name', ' OnGuard ');
    type('URL', 'https://og.example ');
    type('User', 'sa');
    type('Password', 'secret');
    type('Subscribed events (comma-separated)', 'Door forced, Door held');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Yard' }));
    await press('Save');
    const create = sentOperations(fetch).find((o) => o.name === 'CreateGateway');
    expect(create?.variables.input).toEqual({
      name: 'OnGuard',
      URL: 'https://og.example',
      user: 'sa',
      pass: 'secret',
      directory: null,
      associatedDevices: ['c2'],
      subscribedEvents: ['Door forced', 'Door held'],
      enabled: true,
    });
  });

  it('edits a saved gateway, keeping its password when the field is left empty', async () => {
    const fetch = await open('g1');
    expect(field('Name').value).toBe('OnGuard');
    expect(field('URL').value).toBe('https://og.example');
    expect((screen.getByRole('checkbox', { name: 'Yard' }) as HTMLInputElement).checked).toBe(true);
    type('Name', 'OnGuard 2');
    await press('Save');
    const update = sentOperations(fetch).find((o) => o.name === 'UpdateGateway');
    expect(update?.variables).toEqual({
      id: 'g1',
      input: {
        name: 'OnGuard 2',
        URL: 'https://og.example',
        user: 'sa',
        directory: 'dir-2',
        associatedDevices: ['c2'],
        subscribedEvents: ['Door forced', 'Door held'],
        enabled: false,
      },
    });
  });

  it("shows the platform's refusal in the banner", async () => {
    await open(undefined, {
      CreateGateway: { reply: { body: { data: null, errors: [{ message: 'Gateway limit reached' }] } } },
    });
    type('Name', 'OnGuard');
    type('URL', 'https://og.example');
    await press('Save');
    expect(screen.getByText('Gateway limit reached')).toBeTruthy();
  });

  it('tests the connection and offers the directories it found', async () => {
    const fetch = await open(undefined, {
      ProbeGateway: {
        probeGateway: { lenelVersion: '8.1', warning: null },
        probeGatewayDirectories: { directories: [{ id: 'd1', name: 'Corporate' }] },
      },
    });
    await press('Test connection');
    expect(errorOf('URL')).toBe('URL should be an http or https address');
    expect(sentOperations(fetch).map((o) => o.name)).not.toContain('ProbeGateway');
    type('URL', 'https://og.example');
    await press('Test connection');
    expect(screen.getByText('The gateway answers: OnGuard 8.1.').getAttribute('role')).toBe('status');
    const directory = screen.getByRole('combobox', { name: 'Directory' }) as HTMLSelectElement;
    expect([...directory.options].map((o) => o.textContent)).toEqual(['None', 'Corporate']);
  });

  it('deletes a saved gateway only once asked, and says a refused delete in the banner', async () => {
    const fetch = await open('g1', {
      DeleteGateway: { reply: { body: { data: null, errors: [{ message: 'Gateway is in use' }] } } },
    });
    await press('Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete OnGuard?' });
    expect(within(dialog).getByText('The gateway is removed from the realm; its events stop arriving.')).toBeTruthy();
    expect(sentOperations(fetch).map((o) => o.name)).not.toContain('DeleteGateway');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(sentOperations(fetch).find((o) => o.name === 'DeleteGateway')?.variables).toEqual({ id: 'g1' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Gateway is in use')).toBeTruthy();
  });

  it('offers no Delete before the gateway is saved', async () => {
    await open(undefined);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows a saved gateway where to post its events, and issues its event secret once asked, shown once', async () => {
    const fetch = await open('g1', { IssueGatewayEventSecret: { issueGatewayEventSecret: 'k3y-Secret_value' } });
    expect(screen.getByLabelText('Event address').textContent).toBe(`${window.location.origin}/api/gateways/g1/events`);
    await press('Issue event secret');
    // It asks first: the gateway's current secret stops working.
    const ask = screen.getByRole('dialog', { name: 'Issue a new event secret?' });
    expect(sentOperations(fetch).map((o) => o.name)).not.toContain('IssueGatewayEventSecret');
    await act(async () => fireEvent.click(within(ask).getByRole('button', { name: 'Issue event secret' })));
    expect(sentOperations(fetch).find((o) => o.name === 'IssueGatewayEventSecret')?.variables).toEqual({ id: 'g1' });
    expect(screen.getByLabelText('Event secret').textContent).toBe('k3y-Secret_value');
    await press('Done');
    expect(screen.queryByLabelText('Event secret')).toBeNull();
  });

  it('has no event intake before the gateway is saved', async () => {
    await open(undefined);
    expect(screen.queryByRole('button', { name: 'Issue event secret' })).toBeNull();
  });
});
