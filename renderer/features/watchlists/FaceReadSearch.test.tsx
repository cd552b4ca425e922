/** The faces search (issue 32: non-matches are searchable): each passage shows its person or
 *  Unknown, the camera's name and the nearest enrolled person with the distance; choosing a camera
 *  and 'Only unknown faces' asks the platform for just those. */
// The test helpers first: they install what the router needs in jsdom.
import { renderSignedIn, sentOperations } from '../../testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { FaceReadSearch } from './FaceReadSearch';

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const read = (id: string, extra: Record<string, unknown>) => ({
  id,
  cameraId: 'lobby',
  time: Date.UTC(2026, 10, 30, 1, 58),
  trackId: `track-${id}`,
  crop: '/9j/',
  nearestName: null,
  nearestDistance: null,
  matched: false,
  eventId: null,
  watchlists: [],
  ...extra,
});

it('shows who each face is and asks for a camera and the unknown faces alone', async () => {
  const { fetch } = await renderSignedIn(<FaceReadSearch />, {
    WatchlistCameras: { devicesByAspectTypes: [{ id: 'lobby', name: 'Demo HQ Lobby' }], sets: [], zones: [] },
    FaceReads: {
      faceReads: [
        read('a', { nearestName: 'Eileen Collins', nearestDistance: 0.25, matched: true, watchlists: ['Lobby'] }),
        read('b', { nearestName: 'Eileen Collins', nearestDistance: 0.712 }),
        read('c', {}),
      ],
    },
  });
  await settle();
  const rows = within(screen.getByRole('table', { name: 'Faces seen' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^Eileen Collins.*Demo HQ Lobby.*Eileen Collins \(0\.25\)Lobby$/),
    expect.stringMatching(/^Unknown.*Demo HQ Lobby.*Eileen Collins \(0\.71\)$/),
    expect.stringMatching(/^Unknown.*None enrolled$/),
  ]);

  fireEvent.change(screen.getByLabelText('Camera'), { target: { value: 'lobby' } });
  fireEvent.change(screen.getByLabelText('Faces'), { target: { value: 'unmatched' } });
  await settle();
  const asked = sentOperations(fetch).filter((o) => o.name === 'FaceReads');
  expect(asked.at(-1)?.variables).toEqual({ filter: { cameraIds: ['lobby'], matched: false, limit: 50 } });
});
