import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockFetch, renderApp, settle, settleAt, shellServer } from '../../testing';
import { adminCamera, DEFAULT_STORAGE } from './testing/adminCamera';

const CAMERA = adminCamera('camera-6e23dec4', 'Lobby Camera', { storageConfig: DEFAULT_STORAGE });

async function openCameraPage() {
  let deleted = false;
  mockFetch({
    'POST /api/graphql': shellServer({
      AdminCamera: () => ({ device: deleted ? null : CAMERA }),
      AdminCameras: () => ({ devicesByAspectTypes: deleted ? [] : [CAMERA] }),
      DeleteCamera: () => {
        deleted = true;
        return { deleteCamera: CAMERA.id };
      },
    }),
  });
  const app = await renderApp(`/view/camera/edit/${CAMERA.id}/general`);
  await screen.findByRole('heading', { name: 'Lobby Camera' });
  return app;
}

const workspaceTabs = () => within(screen.getByRole('tablist', { name: 'Open views' }));
const tabNames = () =>
  workspaceTabs()
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const pageTab = (name: string) =>
  within(screen.getByRole('tablist', { name: 'Camera settings' })).getByRole('tab', { name });

describe("the camera page's workspace tab (issue 36)", () => {
  it('is one tab per camera, titled with its name, whichever of its tabs is shown', async () => {
    const { router } = await openCameraPage();
    for (const name of ['Connection', 'Recording', 'Log', 'General']) {
      await act(async () => fireEvent.click(pageTab(name)));
      await settle();
    }
    expect(router.state.location.pathname).toBe(`/view/camera/edit/${CAMERA.id}/general`);
    expect(tabNames()).toEqual(['Cameras · Edit · Lobby Camera']);
    expect(
      workspaceTabs().getByRole('tab', { name: 'Cameras · Edit · Lobby Camera' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('closes when the camera is deleted', async () => {
    const { router } = await openCameraPage();
    await act(async () => fireEvent.click(pageTab('Recording')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    const dialog = within(await screen.findByRole('dialog'));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Delete camera and recordings' })));
    expect(await settleAt(router, '/view/Cameras')).toBe('/view/Cameras');
    await settle();
    expect(tabNames()).toEqual(['Cameras']);
  });
});
