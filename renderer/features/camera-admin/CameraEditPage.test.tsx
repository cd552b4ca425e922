/** The camera page's form (issue 35: one form kit): the shared rules under their fields, the one
 *  position rule over two inputs cleared by correcting either, nothing sent while a rule is broken,
 *  and only a valid form saved. */
import { act, fireEvent, screen } from '@testing-library/react';
import { CAMERA_MESSAGES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { HEALTH_SETTINGS_ERROR } from '../../../shared/metrics/healthSettings';
import { mockFetch, renderApp, settle, shellServer } from '../../testing';
import { adminCamera, DEFAULT_STORAGE } from './testing/adminCamera';

const CAMERA = adminCamera('camera-5f10a2c7', 'Loading Dock', {
  storageConfig: DEFAULT_STORAGE,
  deliveryPriority: null,
});

async function openGeneralTab(tab = 'general', refusal?: string) {
  const updates: unknown[] = [];
  mockFetch({
    'POST /api/graphql': shellServer({
      AdminCamera: () => ({ device: CAMERA }),
      AdminCameras: () => ({ devicesByAspectTypes: [CAMERA] }),
      UpdateCamera: (variables: unknown) => {
        updates.push(variables);
        if (refusal) return { reply: { body: { data: null, errors: [{ message: refusal }] } } };
        return { updateCamera: { device: CAMERA, warning: null } };
      },
    }),
  });
  await renderApp(`/view/camera/edit/${CAMERA.id}/${tab}`);
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

  it('refuses a health timeout out of range under its field, then sends the one saved', async () => {
    const updates = await openGeneralTab('health');
    expect(screen.getByLabelText('Readiness timeout (seconds)')).toHaveProperty('value', '15');
    expect(screen.getByLabelText('Liveness timeout (seconds)')).toHaveProperty('value', '4');
    await type('Liveness timeout (seconds)', '1');
    await save();
    expect(alerts()).toContain(HEALTH_SETTINGS_ERROR.livenessTimeout);
    expect(updates).toHaveLength(0);

    await type('Liveness timeout (seconds)', '10');
    await act(async () => fireEvent.change(screen.getByLabelText('Gravity'), { target: { value: '2' } }));
    await save();
    expect(alerts()).not.toContain(HEALTH_SETTINGS_ERROR.livenessTimeout);
    expect(updates).toEqual([
      expect.objectContaining({
        input: expect.objectContaining({ health: { gravity: 2, readinessTimeout: 15, livenessTimeout: 10 } }),
      }),
    ]);
  });

  it('shows the platform’s refusal of a health setting under its field and keeps what was typed', async () => {
    const updates = await openGeneralTab('health', HEALTH_SETTINGS_ERROR.readinessTimeout);
    await type('Readiness timeout (seconds)', '45');
    await save();
    expect(updates).toHaveLength(1);
    const field = screen.getByLabelText('Readiness timeout (seconds)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(alerts()).toContain(HEALTH_SETTINGS_ERROR.readinessTimeout);
    expect(field).toHaveProperty('value', '45');
  });
});
