/** The plate read search a page at a time (issue 32): a full page of reads offers more, which asks
 *  the platform for the next page as well, and a new search starts again from one page. */
// The test helpers first: they install what the router needs in jsdom.
import { renderSignedIn, sentOperations } from '../../testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { PlateReadSearch } from './PlateReadSearch';

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const read = (i: number) => ({
  id: `read-${i}`,
  cameraId: 'gate',
  time: Date.UTC(2026, 10, 30, 1, 58) - i * 1_000,
  text: `AB${i}`,
  rawText: `AB${i}`,
  confidence: 0.9,
  trackId: `track-${i}`,
  crop: '/9j/',
  eventId: null,
  watchlists: [],
});
const asked = (fetch: jest.Mock) => sentOperations(fetch).filter((o) => o.name === 'PlateReads');
const lastLimit = (fetch: jest.Mock) => (asked(fetch).at(-1)?.variables as { filter: { limit: number } }).filter.limit;

it('asks for a page more while each page comes full, and for one page on a new search', async () => {
  const { fetch } = await renderSignedIn(<PlateReadSearch />, {
    WatchlistCameras: { devicesByAspectTypes: [{ id: 'gate', name: 'Gate' }], sets: [], zones: [] },
    PlateReads: { plateReads: Array.from({ length: 50 }, (_, i) => read(i)) },
  });
  await settle();
  expect(lastLimit(fetch)).toBe(50);

  fireEvent.click(screen.getByRole('button', { name: 'More reads' }));
  await settle();
  expect(lastLimit(fetch)).toBe(100);
  // Fifty reads of the hundred asked for: the platform has no more to give.
  expect(screen.queryByRole('button', { name: 'More reads' })).toBeNull();

  fireEvent.change(screen.getByLabelText('Plate contains'), { target: { value: 'AB1' } });
  await settle();
  expect(asked(fetch).at(-1)?.variables).toEqual({
    filter: { text: 'AB1', limit: 50 },
  });
});
