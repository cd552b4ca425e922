import { fireEvent, screen, within } from '@testing-library/react';
// The test helpers first: they install what the router needs in jsdom.
import { flush, renderDelivery } from '../delivery/testing/renderDelivery';
import { StateProvider } from '../../state';
import { StatusBar } from '../statusbar';
import { DELIVERY_MANAGER_TRIGGER } from './deliveryManagerTrigger';

describe('the delivery manager in the status bar (spec 2 §2)', () => {
  it('opens the Video Delivery Manager from its trigger and closes it', async () => {
    await renderDelivery(
      <StateProvider>
        <StatusBar triggers={[DELIVERY_MANAGER_TRIGGER]} />
      </StateProvider>,
      { operations: { ContactUs: { identityAttribute: null }, VideoRequests: { videoRequests: [] } } },
    );
    const bar = screen.getByRole('contentinfo', { name: 'Status bar' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Video Delivery Manager' }));
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Video Delivery Manager' });
    expect(within(dialog).getByText('No requests')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
