import { act, fireEvent, screen } from '@testing-library/react';
import { getDefaultStore } from '../../state';
import { flush, renderDelivery } from '../delivery/testing/renderDelivery';
import { requiredNotesAtom } from './acknowledgeNotesAtoms';
import { EventDetailsWidget } from './EventDetailsWidget';
import { selectedEventAtom } from './selectedEventAtoms';
import { entry, T0 } from './testing/eventFixtures';

const SIZE = { width: 600, height: 400 };
const FORM = { displayAcknowledgeForm: true, requireAcknowledgeDetails: true };

function dropEvent(target: Element, id: string) {
  const data = new Map([['application/x-vantage-event', JSON.stringify({ id })]]);
  const dataTransfer = { types: [...data.keys()], getData: (type: string) => data.get(type) ?? '' };
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

describe('EventDetailsWidget', () => {
  afterEach(() => act(() => getDefaultStore().set(selectedEventAtom('v1'), null)));

  it('asks for an event, shows a dropped one, and needs details before acknowledging when told to', async () => {
    let acknowledged = false;
    const { variablesOf } = await renderDelivery(
      <EventDetailsWidget instanceId="d1" viewId="v1" props={FORM} size={SIZE} />,
      {
        operations: {
          EventEntry: () => ({
            auditEntry: entry({
              id: 'x1',
              needAck: true,
              acknowledged,
              note: acknowledged ? 'checked on site' : undefined,
            }),
          }),
          AcknowledgeEvent: () => {
            acknowledged = true;
            return {
              acknowledgeAuditEntry: entry({ id: 'x1', needAck: true, acknowledged: true, note: 'checked on site' }),
            };
          },
        },
      },
    );
    const empty = screen.getByText('Drop Event here');
    dropEvent(empty.parentElement!, 'x1');
    await flush();
    expect(screen.getByText('Triggered At')).toBeTruthy();
    expect(screen.getByText('Motion x1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Acknowledge details required');
    expect(variablesOf('AcknowledgeEvent')).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: 'checked on site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await flush();
    expect(variablesOf('AcknowledgeEvent')).toEqual([
      { entry: { context: 'x1', modifiedAt: T0, note: 'checked on site' } },
    ]);
    // One-way: the notes are read-only afterwards.
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(screen.getByText('Acknowledged')).toBeTruthy();
  });

  it('follows the event selected in the view’s list while autoUpdate is on', async () => {
    await renderDelivery(<EventDetailsWidget instanceId="d1" viewId="v1" props={{}} size={SIZE} />, {
      operations: { EventEntry: (v) => ({ auditEntry: entry({ id: String(v.id) }) }) },
    });
    await act(async () => getDefaultStore().set(selectedEventAtom('v1'), entry({ id: 'sel' })));
    await flush();
    expect(screen.getByText('Motion sel')).toBeTruthy();
    // Without the form property there is no acknowledge form.
    expect(screen.queryByRole('textbox', { name: 'Notes' })).toBeNull();
  });

  it('with required notes, an acknowledgement asked for elsewhere is taken to its notes field; none once it is gone', async () => {
    const store = getDefaultStore();
    const { unmount } = await renderDelivery(
      <EventDetailsWidget instanceId="d1" viewId="v1" props={FORM} size={SIZE} />,
      { operations: { EventEntry: (v) => ({ auditEntry: entry({ id: String(v.id), needAck: true }) }) } },
    );
    await act(async () => store.set(selectedEventAtom('v1'), entry({ id: 'sel', needAck: true })));
    await flush();
    act(() => store.get(requiredNotesAtom('v1'))!.focus());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Notes' }));
    unmount();
    expect(store.get(requiredNotesAtom('v1'))).toBeNull();
  });

  it('requires no notes elsewhere when its form does not', async () => {
    await renderDelivery(
      <EventDetailsWidget instanceId="d1" viewId="v1" props={{ displayAcknowledgeForm: true }} size={SIZE} />,
      { operations: { EventEntry: { auditEntry: null } } },
    );
    expect(getDefaultStore().get(requiredNotesAtom('v1'))).toBeNull();
  });

  it('says when the event is not found', async () => {
    await renderDelivery(<EventDetailsWidget instanceId="d1" viewId="v1" props={{}} size={SIZE} />, {
      operations: { EventEntry: { auditEntry: null } },
    });
    dropEvent(screen.getByText('Drop Event here').parentElement!, 'gone');
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Event List entry is not found.');
  });
});
