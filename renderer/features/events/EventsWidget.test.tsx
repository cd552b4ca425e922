import { act, fireEvent, screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { EVENT_BATCH_MS, EVENT_SEARCH_DELAY_MS } from '../../../shared/events/eventListConstants';
import type { GraphqlOperations } from '../../testing';
import { flush, renderDelivery } from '../delivery/testing/renderDelivery';
import { timelineBusOf } from '../timeline';
import type { EventEntry } from './eventsDocuments';
import { useAssociatedEventCamera, usePickCameraForEvents } from './eventAssociations';
import { EventsWidget } from './EventsWidget';
import { entries, entry, T0, updateItem } from './testing/eventFixtures';

const SIZE = { width: 800, height: 600 };

async function renderEvents(
  list: EventEntry[],
  props: Record<string, unknown> = {},
  operations: GraphqlOperations = {},
) {
  const view = await renderDelivery(<EventsWidget instanceId="w1" viewId="v1" props={props} size={SIZE} />, {
    operations: { EventList: { auditEntries: list }, ...operations },
  });
  const rows = () => within(screen.getByRole('listbox', { name: 'Events list' })).queryAllByRole('option');
  const ids = () => rows().map((row) => row.getAttribute('data-event-id'));
  // Each push waits out the batch, so the next one shows on its own.
  const push = async (e: EventEntry, type = 'insert') => {
    await view.emit('EventUpdates', updateItem(e, type));
    await act(() => new Promise<void>((done) => setTimeout(done, EVENT_BATCH_MS)));
  };
  return { ...view, rows, ids, push };
}

/** A camera dragged from a camera list and dropped on the widget. */
function dropCamera(id: string) {
  const data = new Map([['application/x-vantage-camera', JSON.stringify({ type: 'camera', id, name: 'Yard' })]]);
  const dataTransfer = { types: [...data.keys()], getData: (type: string) => data.get(type) ?? '' };
  const target = screen.getByRole('listbox').closest('.vt-events')!;
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

describe('EventsWidget', () => {
  it('lists the last hour live, 50 at most, with the table’s columns', async () => {
    const { ids, variablesOf } = await renderEvents(entries(3));
    expect(ids()).toEqual(['e3', 'e2', 'e1']);
    expect(screen.getByText('Event image')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    const [first] = variablesOf('EventList');
    const filter = (first as { filter: { from: number; to: number; limit: number; start: number } }).filter;
    expect(filter.to - filter.from).toBe(60 * 60 * 1000);
    expect(filter).toMatchObject({ limit: 50, start: 1, categories: ['47', '61'] });
  });

  it('scrolls new events in while following, and holds them behind the counter once a row is selected', async () => {
    const { ids, push } = await renderEvents(entries(2));
    await push(entry({ id: 'n1', time: T0 + 10_000 }));
    expect(ids()).toEqual(['n1', 'e2', 'e1']);
    fireEvent.click(screen.getByText('Motion e2'));
    await push(entry({ id: 'n2', time: T0 + 20_000 }));
    expect(ids()).toEqual(['n1', 'e2', 'e1']);
    expect(screen.getByRole('button', { name: '1 new events' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go up' }));
    expect(ids()).toEqual(['n2', 'n1', 'e2', 'e1']);
    expect(screen.queryByRole('button', { name: 'Go up' })).toBeNull();
  });

  it('reads over 100 on the counter from 100 held events on', async () => {
    const { emit } = await renderEvents(entries(1));
    fireEvent.click(screen.getByText('Motion e1'));
    for (let i = 0; i < 100; i++)
      await emit('EventUpdates', updateItem(entry({ id: `n${i}`, time: T0 + 1000 * (i + 1) })));
    await act(() => new Promise<void>((done) => setTimeout(done, EVENT_BATCH_MS)));
    expect(screen.getByRole('button', { name: 'over 100 new events' })).toBeTruthy();
  });

  it("asks the platform for 'Need acknowledge', so alarms behind 50 newer events are found", async () => {
    // The platform as it answers: a first page of 50 health events, the alarms only when asked for.
    const health = entries(50, { message: 'Lobby is BROKEN' });
    const alarms = [
      entry({ id: 'door', time: T0 - 3_600_000, needAck: true, alert: true, message: 'Door forced' }),
      entry({ id: 'glass', time: T0 - 3_700_000, needAck: true, alert: true, message: 'Glass break' }),
    ];
    const { ids, variablesOf } = await renderEvents(
      [],
      {},
      {
        EventList: (v) => {
          const filter = v.filter as { type?: string; search?: string };
          if (filter.type === 'needAcknowledge') return { auditEntries: alarms };
          if (filter.search) return { auditEntries: alarms.filter((a) => a.message?.toLowerCase().includes('glass')) };
          return { auditEntries: health };
        },
      },
    );
    expect(ids()).toHaveLength(50);
    fireEvent.change(screen.getByRole('combobox', { name: 'Event type' }), { target: { value: 'needAcknowledge' } });
    await flush();
    expect(ids()).toEqual(['door', 'glass']);
    expect(variablesOf('EventList').at(-1)).toMatchObject({ filter: { type: 'needAcknowledge', start: 1 } });

    fireEvent.change(screen.getByRole('combobox', { name: 'Event type' }), { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value: 'GLASS' } });
    await act(() => new Promise<void>((done) => setTimeout(done, EVENT_SEARCH_DELAY_MS)));
    await flush();
    expect(ids()).toEqual(['glass']);
    const last = variablesOf('EventList').at(-1) as { filter: Record<string, unknown> };
    expect(last.filter).toMatchObject({ search: 'GLASS' });
    expect(last.filter.type).toBeUndefined();
  });

  it('shows how many health changes a flapping camera’s one entry holds', async () => {
    const flapping = entry({ id: 'flap', message: 'Lobby changed health 5 times, now BROKEN' });
    flapping.metadata = [...(flapping.metadata ?? []), { key: 'HEALTH-CHANGES', class: 'HEALTH', value: '5' }];
    const { rows } = await renderEvents([flapping, entry({ id: 'once', time: T0 - 1000 })]);
    expect(within(rows()[0]!).getByTitle('Health changes: 5').textContent).toBe('×5');
    expect(within(rows()[1]!).queryByTitle(/Health changes/)).toBeNull();
  });

  it('keeps a new event the filter would not answer out of the list', async () => {
    const { ids, push } = await renderEvents([], {}, { EventList: () => ({ auditEntries: [] }) });
    fireEvent.change(screen.getByRole('combobox', { name: 'Event type' }), { target: { value: 'needAcknowledge' } });
    await flush();
    await push(entry({ id: 'health', time: T0 + 1000, message: 'Lobby is BROKEN' }));
    await push(entry({ id: 'alarm', time: T0 + 2000, needAck: true }));
    expect(ids()).toEqual(['alarm']);
  });

  it('acknowledges the checked events together in select mode, showing processing then acknowledged', async () => {
    const { variablesOf, rows } = await renderEvents(
      [entry({ id: 'a', time: T0 + 2000, needAck: true }), entry({ id: 'b', time: T0 + 1000, needAck: true })],
      {},
      {
        AcknowledgeEvents: (v) => ({
          auditEntriesAcknowledgment: (v.entries as Array<{ context: string }>).map(({ context }) => ({
            context,
            error: null,
            entry: entry({ id: context, needAck: true, acknowledged: true }),
          })),
        }),
      },
    );
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Need acknowledge'),
      expect.stringContaining('Need acknowledge'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Select events' }));
    for (const row of rows()) fireEvent.click(row.querySelector('.vt-event-row__check')!);
    expect(rows().map((row) => row.getAttribute('aria-checked'))).toEqual(['true', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await flush();
    expect(variablesOf('AcknowledgeEvents')).toEqual([
      {
        entries: [
          { context: 'a', modifiedAt: T0 + 2000 },
          { context: 'b', modifiedAt: T0 + 1000 },
        ],
      },
    ]);
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Acknowledged'),
      expect.stringContaining('Acknowledged'),
    ]);
  });

  it('is driven from the keyboard: arrows select, Space checks, A acknowledges, Enter opens the details', async () => {
    const refused = jest.fn(() => ({
      reply: { body: { data: null, errors: [{ message: 'The event is already acknowledged' }] } },
    }));
    const { rows } = await renderEvents(
      [entry({ id: 'a', time: T0 + 2000, needAck: true }), entry({ id: 'b', time: T0 + 1000, needAck: true })],
      {},
      { AcknowledgeEvent: refused },
    );
    const list = screen.getByRole('listbox', { name: 'Events list' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(rows().map((row) => row.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    fireEvent.keyDown(list, { key: ' ' });
    expect(rows().map((row) => row.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    fireEvent.keyDown(list, { key: 'a' });
    await flush();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Event acknowledge error: The event is already acknowledged')).toBeTruthy();
    fireEvent.keyDown(list, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Event Details' });
    expect(within(dialog).getByText('Triggered At')).toBeTruthy();
    expect(within(dialog).getByText('a')).toBeTruthy();
  });

  it('shows a subscription error in the title and re-reads the list', async () => {
    const { emit, variablesOf } = await renderEvents(entries(1));
    await emit('EventUpdates', updateItem(null, null, 'bus down'));
    expect(screen.getByRole('alert').textContent).toBe('Subscription error: bus down');
    await flush();
    expect(variablesOf('EventList')).toHaveLength(2);
  });

  it('shows a list error in the title', async () => {
    await renderEvents([], {}, { EventList: { reply: { body: { data: null, errors: [{ message: 'no db' }] } } } });
    expect(screen.getByRole('alert').textContent).toBe('Event List error: no db');
  });

  it('associates with a dropped camera, counts new events, and its counter returns to live', async () => {
    const { variablesOf, push, ids } = await renderEvents(entries(2));
    dropCamera('cam-9');
    await flush();
    expect(screen.getByText('Associated')).toBeTruthy();
    expect(variablesOf('EventList').at(-1)).toMatchObject({ filter: { witnesses: ['cam-9'], limit: 100 } });
    await push(entry({ id: 'n1', time: T0 + 10_000 }));
    expect(ids()).not.toContain('n1');
    fireEvent.click(screen.getByRole('button', { name: '1 new events' }));
    await flush();
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it('returns to live after the reset-to-live time', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await renderEvents(entries(1), { resetToLiveAfter: '5' });
      dropCamera('cam-9');
      await flush();
      expect(screen.getByText('Associated')).toBeTruthy();
      await act(async () => jest.advanceTimersByTime(5 * 60_000 - 1000));
      expect(screen.getByText('Associated')).toBeTruthy();
      await act(async () => jest.advanceTimersByTime(1000));
      await flush();
      expect(screen.getByText('Live')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers no association with a camera when live only', async () => {
    await renderEvents(entries(1), { liveOnly: true });
    dropCamera('cam-9');
    await flush();
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it('shows events as tiles with their snapshots', async () => {
    const { rows } = await renderEvents([entry({ id: 't1', snapshot: 'AAAA' })], { eventView: 'Tiles' });
    const [tile] = rows();
    expect(tile?.className).toContain('vt-event-row--tile');
    expect(tile?.querySelector('img')?.getAttribute('src')).toBe('data:image/jpeg;base64,AAAA');
    expect(screen.queryByText('Event image')).toBeNull();
  });

  it('exports the rows shown as CSV', async () => {
    let written: Blob | null = null;
    Object.assign(URL, { createObjectURL: (blob: Blob) => ((written = blob), 'blob:x'), revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderEvents([entry({ id: 'e2', time: T0 + 1000, message: 'Door, "A"' }), entry({ id: 'e1' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(written as unknown as Blob);
    });
    const rows = Papa.parse<string[]>(text).data;
    expect(rows.map((row) => [row[0], row[2], row[3]])).toEqual([
      ['Event ID', 'Witness name', 'Message'],
      ['e2', 'Lobby', 'Door, "A"'],
      ['e1', 'Lobby', 'Motion e1'],
    ]);
    click.mockRestore();
  });

  it('warns instead of previewing when the widget is too small for the placement', async () => {
    await renderDelivery(
      <EventsWidget
        instanceId="w1"
        viewId="v1"
        props={{ showPreview: true, previewPlacement: 'Right' }}
        size={{ width: 719, height: 600 }}
      />,
      { operations: { EventList: { auditEntries: [] } } },
    );
    expect(screen.getByText("'Events' widget size is too small. Event preview disabled.")).toBeTruthy();
  });

  it('previews the selected event beside the rows when the widget is large enough', async () => {
    await renderDelivery(
      <EventsWidget instanceId="w1" viewId="v1" props={{ showPreview: true, previewPlacement: 'Left' }} size={SIZE} />,
      { operations: { EventList: { auditEntries: entries(2) } } },
    );
    fireEvent.click(screen.getByText('Motion e1'));
    expect(within(screen.getByRole('figure', { name: 'Event preview' })).getByText('Motion e1')).toBeTruthy();
  });
});

describe('EventsWidget and the timeline', () => {
  it('selects the event clicked on the timeline, reading the camera’s events at its time when the list lacks it', async () => {
    const picked = entry({ id: 'old', time: T0 - 3_600_000, camera: { id: 'cam-2', name: 'Yard' } });
    const { ids, rows, variablesOf } = await renderEvents(
      entries(2),
      { associatedWidgets: ['Timeline'] },
      {
        EventList: (v) =>
          (v.filter as { witnesses?: string[] }).witnesses ? { auditEntries: [picked] } : { auditEntries: entries(2) },
      },
    );
    await act(async () => timelineBusOf('v1').clickEvent(T0 - 1000, 'cam-1'));
    expect(rows().map((row) => row.getAttribute('aria-selected'))).toEqual(['false', 'true']);

    await act(async () => timelineBusOf('v1').clickEvent(picked.triggeredAt!, 'cam-2'));
    await flush();
    expect(variablesOf('EventList').at(-1)).toMatchObject({
      filter: { from: picked.triggeredAt, to: picked.triggeredAt, witnesses: ['cam-2'] },
    });
    expect(ids()).toEqual(['old']);
    expect(rows()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Associated')).toBeTruthy();
  });

  it('ignores the timeline unless associated with it', async () => {
    const { rows } = await renderEvents(entries(2));
    await act(async () => timelineBusOf('v1').clickEvent(T0 - 1000, 'cam-1'));
    expect(rows().map((row) => row.getAttribute('aria-selected'))).toEqual(['false', 'false']);
  });
});

/** What the view's associated widgets see: the Camera Live Viewer's and Image Map's event camera,
 *  and a Device List's pick. */
function Associated() {
  const live = useAssociatedEventCamera('v1', 'CameraLive');
  const map = useAssociatedEventCamera('v1', 'ImageMap');
  const pick = usePickCameraForEvents('v1');
  return (
    <>
      <output aria-label="Camera Live">{live ? `${live.eventId} ${live.name}` : ''}</output>
      <output aria-label="Image Map">{map ? map.eventId : ''}</output>
      <button type="button" onClick={() => pick({ id: 'cam-9', name: 'Yard' })}>
        Pick Yard
      </button>
    </>
  );
}

async function renderAssociated(props: Record<string, unknown>, list = entries(2)) {
  const view = await renderDelivery(
    <>
      <EventsWidget instanceId="w1" viewId="v1" props={props} size={SIZE} />
      <Associated />
    </>,
    { operations: { EventList: { auditEntries: list } } },
  );
  const push = async (e: EventEntry) => {
    await view.emit('EventUpdates', updateItem(e, 'insert'));
    await act(() => new Promise<void>((done) => setTimeout(done, EVENT_BATCH_MS)));
  };
  const shown = (name: string) => screen.getByRole('status', { name }).textContent;
  return { ...view, push, shown };
}

describe('EventsWidget and its associated widgets (spec 3 §2.6 associatedWidgets, userInteraction)', () => {
  it('shows the event selected to the associated Camera Live Viewer only', async () => {
    const { shown } = await renderAssociated({ associatedWidgets: ['CameraLive'], userInteraction: true });
    fireEvent.click(screen.getByText('Motion e1'));
    expect(shown('Camera Live')).toBe('e1 Lobby');
    expect(shown('Image Map')).toBe('');
  });

  it('tells nothing to widgets it is not associated with', async () => {
    const { shown, push } = await renderAssociated({});
    fireEvent.click(screen.getByText('Motion e1'));
    await push(entry({ id: 'n1', time: T0 + 10_000 }));
    expect(shown('Camera Live')).toBe('');
    expect(shown('Image Map')).toBe('');
  });

  it('with userInteraction off, each new live event goes to them as it arrives, not the newest already listed', async () => {
    const { shown, push } = await renderAssociated({ associatedWidgets: ['ImageMap', 'CameraLive'] });
    expect(shown('Image Map')).toBe('');
    await push(entry({ id: 'n1', time: T0 + 10_000, camera: { id: 'cam-2', name: 'Gate' } }));
    expect(shown('Image Map')).toBe('n1');
    expect(shown('Camera Live')).toBe('n1 Gate');
  });

  it('with userInteraction on, only the events the operator picks go to them', async () => {
    const { shown, push } = await renderAssociated({ associatedWidgets: ['ImageMap'], userInteraction: true });
    await push(entry({ id: 'n1', time: T0 + 10_000 }));
    expect(shown('Image Map')).toBe('');
    fireEvent.click(screen.getByText('Motion e2'));
    expect(shown('Image Map')).toBe('e2');
  });

  it('follows a camera picked in the Device List when associated with it, and not otherwise', async () => {
    const unassociated = await renderAssociated({});
    fireEvent.click(screen.getByRole('button', { name: 'Pick Yard' }));
    await flush();
    expect(screen.getByText('Live')).toBeTruthy();
    unassociated.unmount();

    const { variablesOf } = await renderAssociated({ associatedWidgets: ['DeviceList'] });
    fireEvent.click(screen.getByRole('button', { name: 'Pick Yard' }));
    await flush();
    expect(screen.getByText('Associated')).toBeTruthy();
    expect(variablesOf('EventList').at(-1)).toMatchObject({ filter: { witnesses: ['cam-9'] } });
  });
});
