import { act, fireEvent, screen, within } from '@testing-library/react';
import { getDefaultStore } from '../../state';
import { flush, renderDelivery } from '../delivery/testing/renderDelivery';
import { AcknowledgementPopup } from './AcknowledgementPopup';
import { alarmOnAtom } from './alarmState';
import { entry, T0 } from './testing/eventFixtures';

describe('AcknowledgementPopup', () => {
  it('stops the alarm, lists what needs acknowledgement, acknowledges the checked ones, and shows details with Back', async () => {
    const store = getDefaultStore();
    await act(async () => store.set(alarmOnAtom, true));
    let waiting = [
      entry({ id: 'a', time: T0 + 2000, needAck: true, message: 'Door forced' }),
      entry({ id: 'b', time: T0 + 1000, needAck: true, message: 'Panic button' }),
      entry({ id: 'c', time: T0, needAck: true, message: 'Glass break' }),
    ];
    const { variablesOf } = await renderDelivery(<AcknowledgementPopup onClose={() => {}} />, {
      operations: {
        NeedAcknowledge: () => ({ requireAcknowledgeEntries: waiting }),
        AcknowledgeEvents: (v) => {
          const done = new Set((v.entries as Array<{ context: string }>).map((e) => e.context));
          waiting = waiting.filter((e) => !done.has(e.context));
          return {
            auditEntriesAcknowledgment: [...done].map((context) => ({
              context,
              error: null,
              entry: entry({ id: context, needAck: true, acknowledged: true }),
            })),
          };
        },
      },
    });
    expect(store.get(alarmOnAtom)).toBe(false);
    // Silent while open, even when another alarm comes.
    await act(async () => store.set(alarmOnAtom, true));
    expect(store.get(alarmOnAtom)).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Event acknowledgment' });
    const list = within(dialog).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-event-id')),
    ).toEqual(['a', 'b', 'c']);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Select a' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Select c' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await flush();
    expect(variablesOf('AcknowledgeEvents')).toEqual([
      {
        entries: [
          { context: 'a', modifiedAt: T0 + 2000 },
          { context: 'c', modifiedAt: T0 },
        ],
      },
    ]);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-event-id')),
    ).toEqual(['b']);

    fireEvent.click(within(dialog).getByText('Panic button'));
    expect(within(dialog).getByText('Triggered At')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('list')).toBeTruthy();
  });
});
