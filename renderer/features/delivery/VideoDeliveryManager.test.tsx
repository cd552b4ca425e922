import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { EXPORT_POLL_MS } from '../../../shared/video/deliveryConstants';
import type { GraphqlOperations } from '../../testing';
import { flush, renderDelivery } from './testing/renderDelivery';
import { registerWidgets } from '../../app/registerWidgetsAndTriggers';
import { getWidget, listAvailableWidgets } from '../widgets';
import { VideoDeliveryManager } from './VideoDeliveryManager';

const NOW = Date.now();
const HOUR = 3_600_000;

function request(id: string, patch: Record<string, unknown> = {}) {
  return {
    id,
    deviceId: 'cam-1',
    userId: 'user-operator',
    status: 'QUEUED',
    type: 'Manual',
    startTime: NOW - 2 * HOUR,
    endTime: NOW - 2 * HOUR + 60_000,
    streamNumber: 1,
    note: null,
    files: [],
    size: 0,
    downloaded: 0,
    eta: -1,
    createdAt: NOW - HOUR,
    updatedAt: NOW - HOUR,
    expiredAt: null,
    ...patch,
  };
}

/** A request as the subscription pushes it: typed, as the server's answers are. */
const pushed = (id: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'VideoRequest',
  ...request(id, patch),
});

const completed = request('done', {
  status: 'COMPLETED',
  size: 3 * 1024 * 1024,
  expiredAt: NOW + 24 * HOUR,
  files: [
    {
      href: '/api/media/exports/done/cam-1-a.mp4',
      size: 1536,
      startTime: NOW - 2 * HOUR,
      endTime: NOW - 2 * HOUR + 30_000,
      expired: false,
    },
  ],
});

/** The platform's requests: the actions change them, as the list read again after each shows. */
/** A request as the test server stores it: an id and whatever fields the test gives. */
type StoredRequest = { id: string } & Record<string, unknown>;

function server(initial: StoredRequest[], overrides: GraphqlOperations = {}): GraphqlOperations {
  let requests = initial;
  const change = (id: string, patch: Record<string, unknown>) => {
    const next = { ...(requests.find((r) => r.id === id) ?? request(id)), ...patch, updatedAt: NOW };
    requests = requests.map((r) => (r.id === id ? next : r));
    return next;
  };
  return {
    VideoRequests: () => ({ videoRequests: requests }),
    DeliveryDevices: { devicesByIds: [{ id: 'cam-1', name: 'Lobby' }] },
    VideoRequestPause: (v) => ({ videoRequestPause: change(String(v.requestId), { status: 'PAUSED' }) }),
    VideoRequestResume: (v) => ({ videoRequestResume: change(String(v.requestId), { status: 'QUEUED' }) }),
    VideoRequestResubmit: (v) => ({ videoRequestResubmit: change(String(v.requestId), { status: 'QUEUED' }) }),
    VideoRequestCancel: (v) => ({
      videoRequestCancel: (v.requestIds as string[]).map((id) => change(id, { status: 'CANCELED' })),
    }),
    ...overrides,
  };
}

async function open(requests: StoredRequest[], options: { isAdmin?: boolean; operations?: GraphqlOperations } = {}) {
  const view = await renderDelivery(<VideoDeliveryManager onClose={jest.fn()} />, {
    operations: server(requests, options.operations),
    isAdmin: options.isAdmin ?? false,
    userId: 'user-operator',
  });
  const dialog = screen.getByRole('dialog', { name: 'Video Delivery Manager' });
  const row = (id: string) => dialog.querySelector(`tr[data-request="${id}"]`) as HTMLElement | null;
  const select = (name: string) => within(dialog).getByRole('combobox', { name }) as HTMLSelectElement;
  return { ...view, dialog, row, select };
}

describe('Video Delivery Manager (spec 2 §2, §4)', () => {
  it('renders only the requests in view once the table is long, and the others as it scrolls', async () => {
    const many = Array.from({ length: 300 }, (_, i) => request(`r${i + 1}`, { createdAt: NOW - HOUR - i * 1000 }));
    const { dialog } = await open(many);
    const ids = () => Array.from(dialog.querySelectorAll('tr[data-request]'), (tr) => tr.getAttribute('data-request'));
    // jsdom has no layout: the window's 768 px stand for the table's visible height.
    expect(ids().length).toBeGreaterThan(10);
    expect(ids().length).toBeLessThan(60);
    const wrap = dialog.querySelector('.vt-delivery__table-wrap') as HTMLElement;
    const first = ids()[0];
    Object.defineProperty(wrap, 'scrollTop', { configurable: true, value: 300 * 37 });
    fireEvent.scroll(wrap);
    expect(ids()).not.toContain(first);
    expect(ids().length).toBeLessThan(60);
  });

  it('lists the last 8 hours of manual requests with their device names, never canceled ones', async () => {
    const { dialog, row, select, variablesOf } = await open([
      request('q1'),
      request('gone', { deviceId: 'cam-9' }),
      request('c1', { status: 'CANCELED' }),
    ]);
    expect(variablesOf('VideoRequests')[0]).toEqual({ filter: { interval: 8, type: 'Manual' } });
    expect(select('Period').value).toBe('8');
    expect(select('Status').value).toBe('ALL');
    expect(select('Type').value).toBe('Manual');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Id', 'Device Name', 'From', 'Duration', 'Status', 'Action']);
    expect(row('q1')?.textContent).toContain('Lobby');
    expect(row('q1')?.textContent).toContain('0:01:00');
    expect(row('gone')?.textContent).toContain('Device not found');
    expect(row('c1')).toBeNull();
  });

  it('asks again for another period, and filters by status (Processing includes Exporting) and text', async () => {
    const { row, select, variablesOf, dialog } = await open([
      request('q1'),
      request('x1', { status: 'EXPORTING', size: 100, downloaded: 50, eta: 65 }),
    ]);
    fireEvent.change(select('Status'), { target: { value: 'PROCESSING' } });
    expect(row('q1')).toBeNull();
    expect(row('x1')?.textContent).toContain('50%, 1 min 5 sec');
    fireEvent.change(select('Status'), { target: { value: 'ALL' } });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Filter by text' }), { target: { value: 'q1' } });
    expect(row('x1')).toBeNull();
    expect(row('q1')).not.toBeNull();
    fireEvent.change(select('Period'), { target: { value: '24' } });
    await flush();
    expect(variablesOf('VideoRequests').at(-1)).toEqual({ filter: { interval: 24, type: 'Manual' } });
  });

  it("offers a non-admin the status's actions on their own requests only", async () => {
    const { row } = await open([
      request('mine'),
      request('paused', { status: 'PAUSED' }),
      request('failed', { status: 'FAILED', note: 'Video unavailable' }),
      completed,
      request('theirs', { userId: 'user-other' }),
    ]);
    const buttons = (id: string) =>
      within(row(id) as HTMLElement)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('mine')).toEqual(['Pause', 'Remove']);
    expect(buttons('paused')).toEqual(['Resume', 'Remove']);
    expect(buttons('failed')).toEqual(['Resubmit']);
    expect(row('failed')?.textContent).toContain('Video unavailable');
    expect(buttons('done')).toEqual(['Download']);
    expect(buttons('theirs')).toEqual([]);
  });

  it('lets an administrator act on any request', async () => {
    const { row } = await open([request('theirs', { userId: 'user-other' })], { isAdmin: true });
    expect(
      within(row('theirs') as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pause', 'Remove']);
  });

  it('pauses, resumes and removes (cancel, then hidden) with the mutations', async () => {
    const { row, variablesOf } = await open([request('q1')]);
    fireEvent.click(within(row('q1') as HTMLElement).getByRole('button', { name: 'Pause' }));
    await flush();
    expect(variablesOf('VideoRequestPause')).toEqual([{ requestId: 'q1' }]);
    fireEvent.click(within(row('q1') as HTMLElement).getByRole('button', { name: 'Resume' }));
    await flush();
    expect(variablesOf('VideoRequestResume')).toEqual([{ requestId: 'q1' }]);
    fireEvent.click(within(row('q1') as HTMLElement).getByRole('button', { name: 'Remove' }));
    await flush();
    expect(variablesOf('VideoRequestCancel')).toEqual([{ requestIds: ['q1'] }]);
    expect(row('q1')).toBeNull();
  });

  it('shows the error toast when an action fails', async () => {
    const { row } = await open([request('f1', { status: 'FAILED' })], {
      operations: {
        VideoRequestResubmit: { reply: { body: { data: null, errors: [{ message: 'Request not found' }] } } },
      },
    });
    fireEvent.click(within(row('f1') as HTMLElement).getByRole('button', { name: 'Resubmit' }));
    await flush();
    expect(screen.getByText('Request not found')).toBeTruthy();
  });

  it("says 'No requests to cancel' when nothing can be removed", async () => {
    const { dialog, variablesOf } = await open([completed, request('theirs', { userId: 'user-other' })]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove all requests' }));
    await flush();
    expect(screen.getByText('No requests to cancel')).toBeTruthy();
    expect(variablesOf('VideoRequestCancel')).toEqual([]);
  });

  it("lets an administrator remove every user's removable requests", async () => {
    const { dialog, row, variablesOf } = await open(
      [request('q1'), request('theirs', { userId: 'user-other', status: 'PAUSED' }), completed],
      { isAdmin: true },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove all requests' }));
    await flush();
    expect(variablesOf('VideoRequestCancel')).toEqual([{ requestIds: ['q1', 'theirs'] }]);
    expect(row('q1')).toBeNull();
    expect(row('theirs')).toBeNull();
    expect(row('done')).not.toBeNull();
  });

  it('shows progress live from videoRequestUpdate', async () => {
    const { row, emit } = await open([request('q1')]);
    await emit('VideoRequestUpdate', {
      videoRequestUpdate: pushed('q1', { status: 'EXPORTING', size: 200, downloaded: 50, eta: 0, updatedAt: NOW }),
    });
    expect(row('q1')?.textContent).toContain('Exporting');
    expect(row('q1')?.textContent).toContain('25%, Very soon');
    await emit('VideoRequestUpdate', {
      videoRequestUpdate: pushed('q1', { status: 'CANCELED', updatedAt: NOW + 1 }),
    });
    expect(row('q1')).toBeNull();
  });

  it('lists a request another window or user made as soon as videoRequestUpdate brings it, newest first', async () => {
    const { dialog, emit } = await open([request('q1')]);
    await emit('VideoRequestUpdate', { videoRequestUpdate: pushed('q2', { createdAt: NOW - 60_000, updatedAt: NOW }) });
    // Another type's request belongs in the other list.
    await emit('VideoRequestUpdate', { videoRequestUpdate: pushed('a1', { type: 'Auto', updatedAt: NOW }) });
    const ids = [...dialog.querySelectorAll('tr[data-request]')].map((tr) => tr.getAttribute('data-request'));
    expect(ids).toEqual(['q2', 'q1']);
  });

  it("keeps a pushed change when an action's older answer arrives after it (no roll back)", async () => {
    const { row, emit } = await open([request('q1')], {
      operations: {
        VideoRequestPause: () => ({ videoRequestPause: request('q1', { status: 'PAUSED', updatedAt: NOW }) }),
      },
    });
    await emit('VideoRequestUpdate', { videoRequestUpdate: pushed('q1', { status: 'EXPORTING', updatedAt: NOW + 5 }) });
    fireEvent.click(within(row('q1') as HTMLElement).getByRole('button', { name: 'Pause' }));
    await flush();
    expect(row('q1')?.textContent).toContain('Exporting');
  });

  it('polls every 5 s for what changed since the last poll, and shows it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { row, variablesOf } = await open([request('q1')], {
        operations: {
          VideoRequests: (v) => ({
            videoRequests:
              (v.filter as { updatedFrom?: number }).updatedFrom === undefined
                ? [request('q1')]
                : [request('q1', { status: 'COMPLETED', updatedAt: NOW })],
          }),
        },
      });
      expect(row('q1')?.textContent).toContain('Queued');
      await act(() => jest.advanceTimersByTimeAsync(EXPORT_POLL_MS));
      await flush();
      expect(row('q1')?.textContent).toContain('Completed');
      const polls = variablesOf('VideoRequests').map((v) => v.filter as { interval: number; updatedFrom?: number });
      expect(polls.at(-1)).toMatchObject({ interval: 8, type: 'Manual' });
      expect(polls.at(-1)?.updatedFrom).toBeGreaterThan(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('works in place as the hidden admin widget of a view, registered but never offered in the widget list', async () => {
    registerWidgets();
    const definition = getWidget('VideoDeliveryManager');
    expect(listAvailableWidgets({}).some((d) => d.spec.id === 'VideoDeliveryManager')).toBe(false);
    const Widget = definition!.Component;
    await renderDelivery(
      <Suspense fallback={null}>
        <Widget instanceId="w" viewId="v" props={{}} size={{ width: 900, height: 600 }} />
      </Suspense>,
      { operations: server([request('q1')]), isAdmin: true },
    );
    const widget = await screen.findByRole('region', { name: 'Video Delivery Manager' });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(widget.querySelector('tr[data-request="q1"]')?.textContent).toContain('Lobby');
  });

  it('opens the download sub-screen of a completed request', async () => {
    const { row, dialog } = await open([completed]);
    fireEvent.click(within(row('done') as HTMLElement).getByRole('button', { name: 'Download' }));
    const files = within(dialog).getByRole('region', { name: 'Files of request done' });
    expect(
      within(files)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['From', 'Duration', 'Size']);
    const link = within(files).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/api/media/exports/done/cam-1-a.mp4?tz=${-new Date().getTimezoneOffset()}`);
    expect(files.textContent).toContain('1.5 KB');
    expect(files.textContent).toContain('0:00:30');
    expect(files.textContent).toContain('Files are available until');
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href'));
    });
    const clicked: (string | null)[] = [];
    fireEvent.click(within(files).getByRole('button', { name: 'Download all' }));
    click.mockRestore();
    expect(clicked).toEqual([link.getAttribute('href')]);
    fireEvent.click(within(files).getByRole('button', { name: 'Back' }));
    expect(row('done')).not.toBeNull();
  });
});

describe('download sub-screen of expired files', () => {
  it('says the files have expired and offers no links', async () => {
    const expired = {
      ...completed,
      expiredAt: NOW - HOUR,
      files: (completed.files as object[]).map((file) => ({ ...file, expired: true })),
    };
    const { row, dialog } = await open([expired]);
    fireEvent.click(within(row('done') as HTMLElement).getByRole('button', { name: 'Download' }));
    const files = within(dialog).getByRole('region', { name: 'Files of request done' });
    expect(files.textContent).toContain('The files have expired');
    expect(within(files).queryByRole('link')).toBeNull();
    expect((within(files).getByRole('button', { name: 'Download all' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
