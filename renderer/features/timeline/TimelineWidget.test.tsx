import { mockFetch, mockGraphql, press, testSocket } from '../../testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider as GraphqlProvider } from 'urql';
import { createGraphqlClient } from '../../graphql';
import { i18n, initI18n } from '../../i18n';
import type { Platform } from '../../platform';
import { ToastProvider } from '../../ui';
import { acquireTimelineBus, type TimelineCommand, type TimelineDevice } from './timelineBus';
import { installTestPointerEvent, timelineDevice } from './testing/timelineFixtures';
import { HOLD_TO_SCRUB_DELAY_MS, HOLD_TO_SCRUB_SPEED } from '../../../shared/video/cellConstants';
import { eventSnapshot } from '../delivery/eventSnapshot';
import { TimelineWidget } from './TimelineWidget';

jest.mock('../delivery/eventSnapshot', () => ({ eventSnapshot: jest.fn() }));
installTestPointerEvent();

const MINUTE = 60_000;
const CHUNK = 30_000;

function device(key: string, patch: Partial<TimelineDevice> = {}): TimelineDevice {
  return timelineDevice(key, { widgetIndex: key.charCodeAt(0), name: `Camera ${key.toUpperCase()}`, ...patch });
}

let viewSeq = 0;

/** Lets pending answers land (queries, then what they enable). */
async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(() => new Promise<void>((done) => setTimeout(done, 0)));
}

interface SetupOptions {
  controlsPosition?: 'Top' | 'Bottom';
  coverage?: (vars: Record<string, unknown>) => unknown;
  events?: (vars: Record<string, unknown>) => unknown;
  boundary?: (vars: Record<string, unknown>) => unknown;
}

async function setup(options: SetupOptions = {}) {
  await initI18n('en-US');
  const coverageCalls: Array<Record<string, unknown>> = [];
  const fetch = mockFetch({
    'POST /api/graphql': mockGraphql({
      TimelineCoverage: (vars) => {
        coverageCalls.push(vars);
        return options.coverage ? (options.coverage(vars) as Record<string, unknown>) : { archiveCoverage: {} };
      },
      TimelineEvents: (vars) =>
        options.events ? (options.events(vars) as Record<string, unknown>) : { auditEntries: [] },
      TimelineBoundary: (vars) =>
        options.boundary
          ? (options.boundary(vars) as Record<string, unknown>)
          : { archiveBoundary: { boundary: null } },
    }),
  });
  const platform = { kind: 'web', reload: jest.fn(), replaceLocation: jest.fn() } as Platform;
  const client = createGraphqlClient({ platform, url: 'http://localhost/api/graphql', wsClient: testSocket().client });
  const viewId = `view-${++viewSeq}`;
  const held = acquireTimelineBus(viewId);
  const commands = new Map<string, TimelineCommand[]>();
  const join = (d: TimelineDevice) => {
    commands.set(d.key, []);
    return held.bus.register(d, (command) => commands.get(d.key)?.push(command));
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <GraphqlProvider value={client}>
        <ToastProvider>
          <TimelineWidget
            instanceId="timeline"
            viewId={viewId}
            props={{ controlsPosition: options.controlsPosition ?? 'Bottom' }}
            size={{ width: 1000, height: 300 }}
          />
        </ToastProvider>
      </GraphqlProvider>
    </I18nextProvider>,
  );
  return { ...view, bus: held.bus, release: held.release, join, commands, coverageCalls, fetch };
}

function slider() {
  const element = screen.getByRole('slider', { name: 'Timeline time' });
  element.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    right: 1000,
    bottom: 100,
    width: 1000,
    height: 100,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  return element;
}

describe('TimelineWidget', () => {
  it('draws a track per camera from the archive coverage, merging chunks into runs, per stream', async () => {
    const base = Math.floor((Date.now() - 15 * MINUTE) / CHUNK) * CHUNK;
    const t = await setup({
      coverage: () => ({
        archiveCoverage: {
          coverage: [
            ...[0, 1, 2, 3].map((i) => ({ deviceId: 'cam-a', streamNumber: 1, time: base + i * CHUNK })),
            ...[0, 2].map((i) => ({ deviceId: 'cam-a', streamNumber: 0, time: base + i * CHUNK })),
          ],
          partialCoverage: [{ deviceId: 'cam-a', streamNumber: 1, time: base + 4 * CHUNK }],
          aod: [{ deviceId: 'cam-b', startTime: base, endTime: base + 2 * MINUTE }],
          coverageTtl: [
            { deviceId: 'cam-a', streamNumber: 1, ttl: 720 },
            { deviceId: 'cam-a', streamNumber: 0, ttl: 24 },
          ],
        },
      }),
    });
    act(() => {
      t.join(device('a'));
      t.join(device('b'));
    });
    await flush();
    expect(t.bus.hasTimeline()).toBe(true);
    const trackA = screen.getByRole('group', { name: 'Track of Camera A' });
    const trackB = screen.getByRole('group', { name: 'Track of Camera B' });
    expect(within(trackA).getAllByTitle(/^Full-resolution video/)).toHaveLength(1);
    expect(within(trackA).getAllByTitle(/^Partial video/)).toHaveLength(1);
    // The review stream has a hole where the full one has none.
    expect(within(trackA).getAllByTitle(/^Review \(low-resolution\) video/)).toHaveLength(2);
    expect(screen.getByText('Camera A').getAttribute('title')).toBe('Camera A: archive kept 720 h');
    expect(screen.getByText('Camera B').getAttribute('title')).toBe('Camera B');
    expect(within(trackB).queryAllByTitle(/^Full-resolution video/)).toHaveLength(0);
    expect(within(trackB).getAllByTitle(/^Active download/)).toHaveLength(1);
    // One request for both cameras over the visible hour widened by 20% each side.
    const last = t.coverageCalls[t.coverageCalls.length - 1]!;
    expect(last.ids).toEqual(['cam-a', 'cam-b']);
    expect(last.streams).toEqual(['FULL', 'REVIEW']);
    expect((last.endTime as number) - (last.startTime as number)).toBeCloseTo(1.4 * 60 * MINUTE, -3);
    t.unmount();
    expect(t.bus.hasTimeline()).toBe(false);
    t.release();
  });

  it('asks the viewer for a minute of what only the avatar holds (GetAOD) and shows the request', async () => {
    const base = Math.floor((Date.now() - 15 * MINUTE) / CHUNK) * CHUNK;
    const t = await setup({
      coverage: () => ({
        archiveCoverage: {
          coverage: [],
          offlineCoverage: [
            {
              deviceId: 'cam-a',
              coverage: [0, 1, 2, 3].map((i) => ({ streamNumber: 1, time: base + i * CHUNK })),
            },
          ],
        },
      }),
    });
    act(() => {
      t.join(device('a'));
    });
    await flush();
    slider();
    const [run] = within(screen.getByRole('group', { name: 'Track of Camera A' })).getAllByTitle(/^On the avatar only/);
    const x = (parseFloat(run!.style.left) + parseFloat(run!.style.width) * 0.6) * 10;
    const fetched = t.coverageCalls.length;
    fireEvent.pointerDown(run!, { clientX: x, button: 0 });
    fireEvent.pointerUp(run!, { clientX: x, button: 0 });
    const asked = t.commands.get('a')!.at(-1) as Extract<TimelineCommand, { type: 'GetAOD' }>;
    expect(asked).toMatchObject({ type: 'GetAOD', deviceId: 'cam-a', start: base + 2 * CHUNK, duration: MINUTE });
    expect(asked.stream).toBe('FULL');
    act(() => asked.reply?.('request-1'));
    expect(screen.getByRole('list', { name: 'Requests from the avatar' }).textContent).toBe(
      'Camera A: archive from the avatar, Queued',
    );
    await flush();
    // The tracks are read again: the requested stretch shows as an active download.
    expect(t.coverageCalls.length).toBeGreaterThan(fetched);
    t.unmount();
    t.release();
  });

  it('shows an error notice, empty tracks and an error title when coverage fails', async () => {
    const t = await setup({
      coverage: () => ({ reply: { status: 200, body: { data: null, errors: [{ message: 'boom' }] } } }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => void t.join(device('a')));
    await flush();
    expect(screen.getAllByText(/boom/).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('alert').textContent).toMatch(/^Timeline error: .*boom/);
    expect(within(screen.getByRole('group', { name: 'Track of Camera A' })).queryAllByTitle(/video/)).toHaveLength(0);
    t.unmount();
    t.release();
    jest.restoreAllMocks();
  });

  it('sets the time of the in-sync cameras where the user clicks', async () => {
    const t = await setup();
    act(() => {
      t.join(device('a'));
      t.join(device('b', { outOfSync: true }));
    });
    await flush();
    const area = slider();
    const min = Number(area.getAttribute('aria-valuemin'));
    const max = Number(area.getAttribute('aria-valuemax'));
    fireEvent.pointerDown(area, { clientX: 600, button: 0 });
    fireEvent.pointerUp(area, { clientX: 600, button: 0 });
    const sent = t.commands.get('a')!.find((c) => c.type === 'SetTime');
    expect(sent).toEqual({ type: 'SetTime', time: expect.any(Number), byUser: true });
    expect((sent as { time: number }).time).toBeCloseTo(min + 0.6 * (max - min), -2);
    // Never past now: a click in the future asks for the present.
    fireEvent.pointerDown(area, { clientX: 990, button: 0 });
    fireEvent.pointerUp(area, { clientX: 990, button: 0 });
    const future = t.commands
      .get('a')!
      .filter((c) => c.type === 'SetTime')
      .at(-1) as { time: number };
    expect(future.time).toBeLessThanOrEqual(Date.now());
    // The out-of-sync camera keeps its own time.
    expect(t.commands.get('b')!.filter((c) => c.type === 'SetTime')).toEqual([]);
    t.unmount();
    t.release();
  });

  it('pans on drag without setting the time', async () => {
    const t = await setup();
    act(() => void t.join(device('a')));
    await flush();
    const area = slider();
    const min = Number(area.getAttribute('aria-valuemin'));
    fireEvent.pointerDown(area, { clientX: 500, button: 0 });
    fireEvent.pointerMove(area, { clientX: 600, buttons: 1 });
    fireEvent.pointerUp(area, { clientX: 600, button: 0 });
    expect(t.commands.get('a')!.filter((c) => c.type === 'SetTime')).toEqual([]);
    expect(Number(slider().getAttribute('aria-valuemin'))).toBeLessThan(min);
    t.unmount();
    t.release();
  });

  it('shows a SYNC link per out-of-sync camera that sends BackToSync with the in-sync state', async () => {
    const t = await setup();
    const playerTime = Date.now() - 20 * MINUTE;
    act(() => {
      t.join(device('a', { playerTime, speed: 2 }));
      t.join(device('b', { outOfSync: true, paused: true, playerTime: playerTime - 5 * MINUTE }));
      t.join(device('c'));
    });
    await flush();
    expect(screen.getAllByRole('button', { name: /^Sync / })).toHaveLength(1);
    expect(screen.getByText('Out of Sync')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync Camera B' }));
    expect(t.commands.get('b')).toEqual([{ type: 'BackToSync', time: playerTime, speed: 2, paused: false }]);
    expect(t.commands.get('a')).toEqual([]);
    t.unmount();
    t.release();
  });

  it('returns a single camera to sync automatically', async () => {
    const t = await setup();
    act(() => void t.join(device('a', { outOfSync: true })));
    await flush();
    expect(t.commands.get('a')?.map((c) => c.type)).toEqual(['BackToSync']);
    t.unmount();
    t.release();
  });

  it.each(['Top', 'Bottom'] as const)('places the controls at the %s', async (controlsPosition) => {
    const t = await setup({ controlsPosition });
    act(() => void t.join(device('a')));
    await flush();
    const toolbar = screen.getByRole('toolbar', { name: 'Timeline controls' });
    const tracks = slider();
    const toolbarFirst = Boolean(toolbar.compareDocumentPosition(tracks) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(toolbarFirst).toBe(controlsPosition === 'Top');
    t.unmount();
    t.release();
  });

  it('pauses, plays and jumps the in-sync cameras from its controls', async () => {
    const t = await setup();
    act(() => void t.join(device('a')));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Speed' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jump back 30 seconds' }));
    const types = t.commands.get('a')!.map((c) => c.type);
    expect(types).toEqual(['Pause', 'Play', 'SetSpeed', 'SetTime']);
    press(screen.getByRole('button', { name: 'Connection type' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Local' }));
    expect(t.commands.get('a')!.at(-1)).toEqual({ type: 'PreferredConnectionType', connection: 'local' });
    press(screen.getByRole('button', { name: 'Auto AOD request' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'On' }));
    expect(t.commands.get('a')!.at(-1)).toEqual({ type: 'AutoAodRequest', on: true });
    t.unmount();
    t.release();
  });

  it('creates an event with the picture each in-sync viewer shows', async () => {
    const t = await setup();
    const picture = new Blob(['jpeg'], { type: 'image/jpeg' });
    jest.mocked(eventSnapshot).mockImplementation(async (blob) => (blob === picture ? 'U05BUFNIT1Q=' : null));
    act(() => {
      t.bus.register(device('a'), (command) => {
        if (command.type === 'GetSnapshot') command.reply(picture);
      });
      t.join(device('b', { outOfSync: true }));
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Create Event' });
    expect(within(dialog).getByRole('img', { name: 'Snapshot of Camera A' })).toBeTruthy();
    expect(within(dialog).queryByText('Camera B')).toBeNull();
    t.unmount();
    t.release();
  });

  it("offers export and event creation only where the viewers' properties allow them", async () => {
    const t = await setup();
    act(() => void t.join(device('a', { allowExport: false, userDefinedEvent: false })));
    await flush();
    expect(screen.queryByRole('button', { name: 'Add download job' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Event' })).toBeNull();
    act(() => void t.join(device('b', { allowExport: true, userDefinedEvent: true, selected: true })));
    await flush();
    expect(screen.getByRole('button', { name: 'Add download job' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Create Event' });
    expect(within(dialog).getByText('Camera B')).toBeTruthy();
    expect(within(dialog).queryByText('Camera A')).toBeNull();
    t.unmount();
    t.release();
  });

  it('scrubs the cameras at -10 while backward is held and restores the speed on release; a click plays backward', async () => {
    const t = await setup();
    act(() => void t.join(device('a')));
    await flush();
    const backward = screen.getByRole('button', { name: 'Backward' });
    jest.useFakeTimers();
    try {
      fireEvent.pointerDown(backward, { button: 0 });
      act(() => jest.advanceTimersByTime(HOLD_TO_SCRUB_DELAY_MS));
      fireEvent.pointerUp(backward);
    } finally {
      jest.useRealTimers();
    }
    expect(t.commands.get('a')).toEqual([
      { type: 'SetSpeed', speed: -HOLD_TO_SCRUB_SPEED },
      { type: 'SetSpeed', speed: 1 },
    ]);
    fireEvent.pointerDown(backward, { button: 0 });
    fireEvent.pointerUp(backward);
    expect(t.commands.get('a')!.at(-1)).toEqual({ type: 'SetSpeed', speed: -1 });
    expect((screen.getByRole('combobox', { name: 'Speed' }) as HTMLSelectElement).value).toBe('-1');
    t.unmount();
    t.release();
  });

  it('steps to the next event, and to the archive boundary when there is none', async () => {
    const eventAt = Date.now() - 5 * MINUTE;
    const boundaryAt = Date.now() - 40 * MINUTE;
    const filters: Array<{ from: number; to: number; witnesses: string[]; categories: string[] }> = [];
    const t = await setup({
      events: (vars) => {
        const filter = vars.filter as (typeof filters)[number];
        filters.push(filter);
        const hit = eventAt >= filter.from && eventAt <= filter.to;
        return {
          auditEntries: hit ? [{ context: 'e1', triggeredAt: eventAt, witnesses: [{ id: 'cam-a' }] }] : [],
        };
      },
      boundary: (vars) => ({ archiveBoundary: { boundary: vars.find === 'PREV' ? boundaryAt : null } }),
    });
    act(() => void t.join(device('a')));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Next event' }));
    await flush();
    expect(t.commands.get('a')!.at(-1)).toEqual({ type: 'SetTime', time: eventAt, byUser: true });
    expect(filters.at(-1)).toMatchObject({ witnesses: ['cam-a'], categories: ['47', '61'], limit: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous event' }));
    await flush(10);
    expect(t.commands.get('a')!.at(-1)).toEqual({ type: 'SetTime', time: boundaryAt, byUser: true });
    t.unmount();
    t.release();
  });
});
