import { fireEvent, screen, within } from '@testing-library/react';
import { CreateEventDialog, type CreateEventCamera } from './CreateEventDialog';
import { eventSnapshot } from './eventSnapshot';
import { flush, renderDelivery } from './testing/renderDelivery';

jest.mock('./eventSnapshot', () => ({ eventSnapshot: jest.fn() }));

const picture = new Blob(['jpeg'], { type: 'image/jpeg' });
const cameras: CreateEventCamera[] = [
  { deviceId: 'cam-1', name: 'Lobby', snapshot: async () => picture },
  { deviceId: 'cam-2', name: 'Garage', snapshot: async () => null },
];

beforeEach(() => {
  jest.mocked(eventSnapshot).mockImplementation(async (blob: Blob | null) => (blob ? 'U05BUFNIT1Q=' : null));
});

describe('CreateEventDialog (spec 2 §4 Create-event dialog)', () => {
  it('sends each camera with its 176x144 snapshot, type and message, and marks each created', async () => {
    const view = await renderDelivery(<CreateEventDialog cameras={cameras} onClose={jest.fn()} />, {
      operations: {
        CreateEvent: (variables) => ({
          createEvent: (variables.events as { obj: string }[]).map((event) => ({
            obj: event.obj,
            context: `ev-${event.obj}`,
            error: null,
          })),
        }),
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'Create Event' });
    expect(within(dialog).getByRole('img', { name: 'Snapshot of Lobby' })).toBeTruthy();
    expect(within(dialog).getByText('No snapshot')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Event type' }), {
      target: { value: 'Information' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'Door open' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await flush();
    const [variables] = view.variablesOf('CreateEvent');
    const events = (variables as { events: Record<string, unknown>[] }).events;
    expect(events.map(({ createdAt: _createdAt, ...rest }) => rest)).toEqual([
      { obj: 'cam-1', eventType: 'Information', snapshot: 'U05BUFNIT1Q=', message: 'Door open' },
      { obj: 'cam-2', eventType: 'Information', snapshot: null, message: 'Door open' },
    ]);
    expect(typeof events[0]?.createdAt).toBe('number');
    expect(within(dialog).getAllByText('Current Event successfully created').length).toBeGreaterThanOrEqual(3);
    expect(within(dialog).queryByRole('button', { name: 'Create' })).toBeNull();
  });

  it("shows a camera's error and sends only the failed ones again", async () => {
    let call = 0;
    const view = await renderDelivery(<CreateEventDialog cameras={cameras} onClose={jest.fn()} />, {
      operations: {
        CreateEvent: (variables) => {
          call += 1;
          return {
            createEvent: (variables.events as { obj: string }[]).map((event) => ({
              obj: event.obj,
              context: null,
              error: call === 1 && event.obj === 'cam-2' ? 'Device not found' : null,
            })),
          };
        },
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'Create Event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await flush();
    expect(within(dialog).getByRole('alert').textContent).toBe('Device not found');
    expect(within(dialog).queryByRole('status')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await flush();
    expect(view.variablesOf('CreateEvent').map((v) => (v.events as { obj: string }[]).map((e) => e.obj))).toEqual([
      ['cam-1', 'cam-2'],
      ['cam-2'],
    ]);
    expect(within(dialog).getByRole('status').textContent).toBe('Current Event successfully created');
  });

  it("shows the server's error in the dialog", async () => {
    await renderDelivery(<CreateEventDialog cameras={cameras} onClose={jest.fn()} />, {
      operations: { CreateEvent: { reply: { body: { data: null, errors: [{ message: 'Not authorized' }] } } } },
    });
    const dialog = screen.getByRole('dialog', { name: 'Create Event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await flush();
    expect(within(dialog).getByRole('alert').textContent).toContain('Not authorized');
  });
});
