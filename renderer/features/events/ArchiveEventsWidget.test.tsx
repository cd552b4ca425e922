import { fireEvent, screen, within } from '@testing-library/react';
import { flush, renderDelivery } from '../delivery/testing/renderDelivery';
import { ArchiveEventsWidget } from './ArchiveEventsWidget';
import { entries } from './testing/eventFixtures';

describe('ArchiveEventsWidget', () => {
  it('asks for Get Events, then lists the day before now by default, without live updates', async () => {
    const { variablesOf, emit } = await renderDelivery(
      <ArchiveEventsWidget instanceId="a1" viewId="v2" props={{}} size={{ width: 800, height: 600 }} />,
      { operations: { EventList: { auditEntries: entries(2) } } },
    );
    expect(screen.getByText("Please click button 'Get Events'")).toBeTruthy();
    expect(variablesOf('EventList')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Get Events' }));
    await flush();
    const [call] = variablesOf('EventList') as Array<{ filter: { from: number; to: number; limit: number } }>;
    expect(call!.filter.to - call!.filter.from).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000 - 1000);
    expect(call!.filter.limit).toBe(100);
    const list = screen.getByRole('listbox', { name: 'Events list' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: /^Archive Events/ })).toBeTruthy();
    // No subscription: nothing pushed reaches it.
    await emit('EventUpdates', { auditEntries: null });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
  });
});
