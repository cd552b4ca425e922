/** The Cameras list follows the objectUpdate feed through the normalised cache (spec 3 §4, §9). */
import { act, screen } from '@testing-library/react';
import { callsTo, mockFetch, renderApp, shellServer } from '../../testing';
import { adminCamera } from './testing/adminCamera';

const camera = (id: string, name: string, healthStatus: string) => adminCamera(id, name, { healthStatus });

/** The platform's cameras, which the test changes as the platform would. */
async function openCameraList() {
  const server = { cameras: [camera('c1', 'Lobby', 'NORMAL'), camera('c2', 'Yard', 'NORMAL')] };
  const fetch = mockFetch({
    'POST /api/graphql': shellServer({ AdminCameras: () => ({ devicesByAspectTypes: server.cameras }) }),
  });
  const app = await renderApp('/view/Cameras');
  await screen.findByRole('link', { name: 'Yard' });
  const reads = () =>
    callsTo(fetch, 'POST /api/graphql').filter((call) =>
      /query AdminCameras\b/.test((call.body as { query: string }).query),
    ).length;
  const notice = (id: string, action: string, healthStatus: string | null = null) =>
    act(async () =>
      app.socket.emit('ObjectUpdateFeed', {
        objectUpdate: { __typename: 'ObjectUpdate', id, action, healthStatus, channelStatus: null },
      }),
    );
  const healthOf = (name: string) =>
    screen.getByRole('link', { name }).closest('tr')!.querySelector('[data-health]')!.getAttribute('data-health');
  return { server, reads, notice, healthOf };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** On to `ms` after `from` on the fake clock, which also runs on by itself as real time passes
 *  (advanceTimers): a wait counted from the last step would overshoot by however long that step
 *  took on a loaded machine. */
const waitUntil = (from: number, ms: number) => wait(Math.max(0, from + ms - Date.now()));

describe('the Cameras list and the objectUpdate feed', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('drops a deleted camera at once and reads the list again after 5 s', async () => {
    const { reads, notice } = await openCameraList();
    const before = reads();
    const deletedAt = Date.now();
    await notice('c2', 'DELETE');
    expect(screen.queryByRole('link', { name: 'Yard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Lobby' })).toBeTruthy();
    // Half a second short of the 5 s: room for this step's own time, none for an early read.
    await waitUntil(deletedAt, 4_500);
    expect(reads()).toBe(before);
    await waitUntil(deletedAt, 5_100);
    expect(reads()).toBe(before + 1);
  });

  it('gathers health changes and shows them with one read 2 s after the first', async () => {
    const { server, reads, notice, healthOf } = await openCameraList();
    const before = reads();
    server.cameras = [camera('c1', 'Lobby', 'BROKEN'), camera('c2', 'Yard', 'BROKEN')];
    const firstAt = Date.now();
    await notice('c1', 'STATUS', 'BROKEN');
    await waitUntil(firstAt, 1_000);
    await notice('c2', 'STATUS', 'BROKEN');
    expect(healthOf('Lobby')).toBe('NORMAL');
    await waitUntil(firstAt, 2_100);
    expect(reads()).toBe(before + 1);
    await screen.findAllByRole('link', { name: 'Yard' });
    expect([healthOf('Lobby'), healthOf('Yard')]).toEqual(['BROKEN', 'BROKEN']);
    await wait(3_000);
    expect(reads()).toBe(before + 1);
  });

  it('reads a created camera at once', async () => {
    const { server, notice } = await openCameraList();
    server.cameras = [...server.cameras, camera('c3', 'Gate', 'NORMAL')];
    await notice('c3', 'CREATE');
    expect(await screen.findByRole('link', { name: 'Gate' })).toBeTruthy();
  });
});
