/** The camera page's form (issue 35: one form kit): the shared rules under their fields, the one
 *  position rule over two inputs cleared by correcting either, nothing sent while a rule is broken,
 *  and only a valid form saved. */
import { act, fireEvent, screen } from '@testing-library/react';
import { CAMERA_MESSAGES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { mockFetch, renderApp, settle, shellServer } from '../../testing';

const CAMERA = {
  id: 'camera-5f10a2c7',
  name: 'Loading Dock',
  deviceType: 'camera',
  enabled: true,
  healthStatus: 'NORMAL',
  connection: 'ONLINE',
  modifiedAt: 1,
  recording: { mode: 'CONTINUOUS', preRollSeconds: 5, postRollSeconds: 5 },
  config: null,
  storageConfig: { storagePool: { id: 'pool-1', name: 'Default', ttlHours: 24 } },
  position: null,
  deliveryPriority: null,
  acknowledgeRequired: false,
  isPtz: false,
  location: null,
  aspects: [],
};

async function openGeneralTab() {
  const updates: unknown[] = [];
  mockFetch({
    'POST /api/graphql': shellServer({
      AdminCamera: () => ({ device: CAMERA }),
      AdminCameras: () => ({ devicesByAspectTypes: [CAMERA] }),
      UpdateCamera: (variables: unknown) => {
        updates.push(variables);
        return { updateCamera: { device: CAMERA, warning: null } };
      },
    }),
  });
  await renderApp(`/view/camera/edit/${CAMERA.id}/general`);
  await screen.findByRole('heading', { name: 'Loading Dock' });
  return updates;
}

const type = async (label: string, value: string) => {
  await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
  await settle();
};
const save = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await settle();
};
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('the camera page form', () => {
  it('shows the position rule under the pair, cleared by correcting either input, and saves once valid', async () => {
    const updates = await openGeneralTab();
    await type('Latitude', '52.2');
    await save();
    expect(alerts()).toContain(CAMERA_MESSAGES.positionPair);
    expect(screen.getByLabelText('Latitude').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Longitude').getAttribute('aria-invalid')).toBe('true');
    expect(updates).toHaveLength(0);

    await type('Longitude', '21');
    expect(alerts()).not.toContain(CAMERA_MESSAGES.positionPair);
    expect(screen.getByLabelText('Latitude').getAttribute('aria-invalid')).toBeNull();

    await type('Latitude', '');
    expect(alerts()).toContain(CAMERA_MESSAGES.positionPair);
    await type('Longitude', '');
    expect(alerts()).not.toContain(CAMERA_MESSAGES.positionPair);

    await type('Latitude', '52.2');
    await type('Longitude', '21');
    await save();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ input: { position: { lat: 52.2, lng: 21 } } });
  });

  it('keeps a broken name from being sent and says why under the field', async () => {
    const updates = await openGeneralTab();
    await type('Name', ' ');
    await save();
    expect(alerts()).toContain(CAMERA_MESSAGES.nameRequired);
    expect(updates).toHaveLength(0);
    await type('Name', 'Loading Dock East');
    expect(alerts()).not.toContain(CAMERA_MESSAGES.nameRequired);
  });
});
