import { act, screen } from '@testing-library/react';
import { EVENT_BATCH_MS } from '../../../shared/events/eventListConstants';
import { getDefaultStore } from '../../state';
import { renderDelivery } from '../delivery/testing/renderDelivery';
import { alarmOnAtom } from './alarmState';
import { entry, T0, updateItem } from './testing/eventFixtures';
import { useAcknowledgementBadge } from './useAcknowledgementBadge';

function Badge() {
  return <output aria-label="Waiting">{useAcknowledgementBadge()}</output>;
}

describe('the acknowledgement badge (spec 1 §2.10, spec 3 §2.5)', () => {
  it('shows the platform’s count of every waiting event, beyond the popup’s first page, and reads it again when one arrives', async () => {
    let waiting = 250;
    const { emit, variablesOf } = await renderDelivery(<Badge />, {
      operations: { NeedAcknowledgeCount: () => ({ requireAcknowledgeCount: waiting }) },
    });
    expect(screen.getByRole('status', { name: 'Waiting' }).textContent).toBe('250');
    expect(variablesOf('NeedAcknowledgeCount')[0]).toMatchObject({ filter: { from: expect.any(Number) } });

    waiting = 251;
    await emit('EventUpdates', updateItem(entry({ id: 'n1', time: T0 + 1000, needAck: true }), 'insert'));
    await act(() => new Promise<void>((done) => setTimeout(done, EVENT_BATCH_MS)));
    expect(screen.getByRole('status', { name: 'Waiting' }).textContent).toBe('251');
    expect(getDefaultStore().get(alarmOnAtom)).toBe(true);
  });
});
