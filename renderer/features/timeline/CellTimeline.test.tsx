import { mockFetch, mockGraphql, testSocket } from '../../testing';
import type { ComponentProps } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider as GraphqlProvider } from 'urql';
import { createGraphqlClient } from '../../graphql';
import { i18n, initI18n } from '../../i18n';
import type { Platform } from '../../platform';
import { ToastProvider } from '../../ui';
import { CellTimeline } from './CellTimeline';
import { installTestPointerEvent } from './testing/timelineFixtures';

installTestPointerEvent();

const MINUTE = 60_000;
const CHUNK = 30_000;

function graphqlClient() {
  const platform = { kind: 'web', reload: jest.fn(), replaceLocation: jest.fn() } as Platform;
  return createGraphqlClient({ platform, url: 'http://localhost/api/graphql', wsClient: testSocket().client });
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => new Promise<void>((done) => setTimeout(done, 0)));
}

/** The strip as a cell shows it, with the console's providers around it. */
function renderStrip(props: ComponentProps<typeof CellTimeline>): void {
  render(
    <I18nextProvider i18n={i18n}>
      <GraphqlProvider value={graphqlClient()}>
        <ToastProvider>
          <CellTimeline {...props} />
        </ToastProvider>
      </GraphqlProvider>
    </I18nextProvider>,
  );
}

/** Lays the strip's track out 1000 px wide, as jsdom lays out nothing. */
function layOut(track: HTMLElement): void {
  track.getBoundingClientRect = () =>
    ({ left: 0, top: 0, right: 1000, bottom: 40, width: 1000, height: 40, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
}

describe('CellTimeline', () => {
  it('hatches what only the avatar holds; a click there asks for that minute (GetAOD) and shows the request', async () => {
    await initI18n('en-US');
    const base = Math.floor((Date.now() - 15 * MINUTE) / CHUNK) * CHUNK;
    const fetched: Array<Record<string, unknown>> = [];
    mockFetch({
      'POST /api/graphql': mockGraphql({
        TimelineCoverage: (vars) => {
          fetched.push(vars);
          return {
            archiveCoverage: {
              coverage: [],
              offlineCoverage: [
                { deviceId: 'cam-1', coverage: [0, 1, 2, 3].map((i) => ({ streamNumber: 1, time: base + i * CHUNK })) },
              ],
            },
          };
        },
        TimelineEvents: { auditEntries: [] },
      }),
    });
    const requestArchive = jest.fn(async () => 'request-1');
    const onSeek = jest.fn();
    renderStrip({ deviceId: 'cam-1', name: 'Camera 1', time: base, onSeek, requestArchive });
    await flush();
    const strip = screen.getByRole('region', { name: 'Camera timeline' });
    const [run] = within(strip).getAllByTitle(/^On the avatar only.*Click to request it from the avatar/);
    layOut(within(strip).getByRole('slider'));
    const x = (parseFloat(run!.style.left) + parseFloat(run!.style.width) * 0.6) * 10;
    const before = fetched.length;
    fireEvent.pointerDown(run!, { clientX: x, button: 0 });
    fireEvent.pointerUp(run!, { clientX: x, button: 0 });
    await flush();
    // The minute from the 30 s chunk clicked, of the full stream; no seek.
    expect(requestArchive).toHaveBeenCalledWith({
      deviceId: 'cam-1',
      start: base + 2 * CHUNK,
      duration: MINUTE,
      stream: 'FULL',
    });
    expect(onSeek).not.toHaveBeenCalled();
    expect(within(strip).getByRole('list', { name: 'Requests from the avatar' }).textContent).toBe(
      'Camera 1: archive from the avatar, Queued',
    );
    // The strip is read again: the requested stretch shows as an active download.
    expect(fetched.length).toBeGreaterThan(before);
  });

  it('without a way to request, a click on what only the avatar holds seeks there', async () => {
    await initI18n('en-US');
    const base = Math.floor((Date.now() - 15 * MINUTE) / CHUNK) * CHUNK;
    mockFetch({
      'POST /api/graphql': mockGraphql({
        TimelineCoverage: {
          archiveCoverage: {
            coverage: [],
            offlineCoverage: [{ deviceId: 'cam-1', coverage: [{ streamNumber: 1, time: base }] }],
          },
        },
        TimelineEvents: { auditEntries: [] },
      }),
    });
    const onSeek = jest.fn();
    renderStrip({ deviceId: 'cam-1', time: base - 5 * MINUTE, onSeek });
    await flush();
    const strip = screen.getByRole('region', { name: 'Camera timeline' });
    const [run] = within(strip).getAllByTitle(/^On the avatar only/);
    expect(run!.title).not.toMatch(/request it from the avatar/);
    fireEvent.pointerDown(run!, { clientX: 100, button: 0 });
    fireEvent.pointerUp(run!, { clientX: 100, button: 0 });
    expect(onSeek).toHaveBeenCalledTimes(1);
  });

  it("draws the camera's coverage and seeks where it is clicked", async () => {
    await initI18n('en-US');
    const time = Math.floor((Date.now() - 30 * MINUTE) / 30_000) * 30_000;
    const asked: Array<Record<string, unknown>> = [];
    mockFetch({
      'POST /api/graphql': mockGraphql({
        TimelineCoverage: (vars) => {
          asked.push(vars);
          return {
            archiveCoverage: { coverage: [{ deviceId: 'cam-1', streamNumber: 1, time }], partialCoverage: [], aod: [] },
          };
        },
        TimelineEvents: { auditEntries: [] },
      }),
    });
    const onSeek = jest.fn();
    renderStrip({ deviceId: 'cam-1', time, onSeek });
    await flush();
    expect(asked[0]).toMatchObject({ ids: ['cam-1'], location: 'cloud' });
    const strip = screen.getByRole('region', { name: 'Camera timeline' });
    expect(within(strip).getAllByTitle(/^Full-resolution video/)).toHaveLength(1);
    const area = within(strip).getByRole('slider');
    expect(Number(area.getAttribute('aria-valuenow'))).toBe(time);
    layOut(area);
    const min = Number(area.getAttribute('aria-valuemin'));
    const max = Number(area.getAttribute('aria-valuemax'));
    fireEvent.pointerDown(area, { clientX: 100, button: 0 });
    fireEvent.pointerUp(area, { clientX: 100, button: 0 });
    expect(onSeek).toHaveBeenCalledTimes(1);
    expect(onSeek.mock.calls[0]![0]).toBeCloseTo(min + 0.1 * (max - min), -2);
    // A click on the time already shown (within 1 s) is no change.
    fireEvent.pointerDown(area, { clientX: 500, button: 0 });
    fireEvent.pointerUp(area, { clientX: 500, button: 0 });
    expect(onSeek).toHaveBeenCalledTimes(1);
  });
});
