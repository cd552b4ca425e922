/** An avatar's API key, storage and delivery forms (spec 3 §3.1, §7.2) on the form kit. */
import { renderSignedIn, sentOperations } from '../../../testing';
import { act, fireEvent, screen } from '@testing-library/react';
import type { AdminDevice } from '../useDeviceList';
import { ApiKeysPanel } from './ApiKeysPanel';
import { AvatarDeliveryPanel } from './AvatarDeliveryPanel';
import { AvatarStoragePanel } from './AvatarStoragePanel';

const GB = 1024 ** 3;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const errorOf = (name: string) =>
  document.getElementById(field(name).getAttribute('aria-describedby') ?? '')?.textContent;
const sent = (fetch: jest.Mock, name: string) => sentOperations(fetch).filter((o) => o.name === name);

describe('API keys', () => {
  it('asks for a name, then shows the new key once and empties the field for the next', async () => {
    const { fetch } = await renderSignedIn(<ApiKeysPanel avatarId="a1" />, {
      AvatarApiKeys: { avatarApiKeys: [] },
      CreateAvatarApiKey: {
        createAvatarApiKey: { key: 'vtk_secret', apiKey: { id: 'k1', name: 'Laptop', prefix: 'vtk_se' } },
      },
    });
    await press('Create API key');
    expect(errorOf('Key name')).toBe('Name should not be empty');
    expect(sent(fetch, 'CreateAvatarApiKey')).toEqual([]);
    type('Key name', ' Laptop ');
    await press('Create API key');
    expect(sent(fetch, 'CreateAvatarApiKey')[0]?.variables).toEqual({ avatarId: 'a1', name: 'Laptop' });
    expect(screen.getByRole('dialog', { name: 'API key Laptop' }).textContent).toContain('vtk_secret');
    expect(field('Key name').value).toBe('');
  });
});

describe('local storage', () => {
  async function open() {
    const { fetch } = await renderSignedIn(<AvatarStoragePanel avatarId="a1" />, {
      AvatarStorage: {
        localStorage: {
          deviceId: 'a1',
          avatarId: 'a1',
          capacity: 50 * GB,
          used: GB,
          diskSize: 100 * GB,
          diskFree: 60 * GB,
          ttlHours: 72,
        },
      },
      ChangeLocalStorage: { changeLocalStorage: { capacity: 20 * GB, ttlHours: 24 } },
    });
    return fetch;
  }

  it("starts from the avatar's settings and says which one is wrong", async () => {
    const fetch = await open();
    expect([
      field('Capacity for recordings (GB, empty for the whole disk)').value,
      field('Keep recordings (hours)').value,
    ]).toEqual(['50', '72']);
    type('Keep recordings (hours)', '1.5');
    await press('Save');
    expect(errorOf('Keep recordings (hours)')).toBe('Storage capacity and retention should be positive numbers');
    expect(sent(fetch, 'ChangeLocalStorage')).toEqual([]);
  });

  it('saves the capacity in bytes, an empty one as the whole disk', async () => {
    const fetch = await open();
    type('Capacity for recordings (GB, empty for the whole disk)', '');
    type('Keep recordings (hours)', '24');
    await press('Save');
    expect(sent(fetch, 'ChangeLocalStorage')[0]?.variables).toEqual({
      deviceId: 'a1',
      input: { capacity: 0, ttlHours: 24 },
    });
  });
});

describe('delivery', () => {
  const avatar = {
    id: 'a1',
    name: 'Avatar',
    aspects: [
      {
        id: 'a1-av',
        type: 'Avatar',
        uploadBandwidthCap: 2e6,
        deliveryQueue: 0,
        turnaroundTime: null,
        channelBenchmark: null,
      },
    ],
  } as unknown as AdminDevice;

  it("starts from the avatar's cap, refuses one that is no positive number and saves it in bit/s", async () => {
    const onDone = jest.fn();
    const { fetch } = await renderSignedIn(<AvatarDeliveryPanel avatar={avatar} onDone={onDone} />, {
      SetUploadBandwidthCap: { setUploadBandwidthCap: { id: 'a1' } },
    });
    expect(field('Upload bandwidth cap (Mbit/s)').value).toBe('2');
    type('Upload bandwidth cap (Mbit/s)', '-1');
    await press('Save');
    expect(errorOf('Upload bandwidth cap (Mbit/s)')).toBe(
      'Upload bandwidth cap should be a positive number of Mbit/s, or empty for none',
    );
    type('Upload bandwidth cap (Mbit/s)', '5');
    await press('Save');
    expect(sent(fetch, 'SetUploadBandwidthCap')[0]?.variables).toEqual({ id: 'a1', bitsPerSecond: 5e6 });
    expect(onDone).toHaveBeenCalled();
  });
});
