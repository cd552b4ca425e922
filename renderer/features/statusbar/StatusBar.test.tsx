import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch, renderApp, shellServer } from '../../testing';
import type { GraphqlOperations } from '../../testing';
import { STATUS_BAR_TRIGGERS, type StatusBarTrigger } from './statusBarTriggers';

async function openStatusBar(overrides: GraphqlOperations = {}) {
  mockFetch({ 'POST /api/graphql': shellServer(overrides) });
  await renderApp('/view/start');
  return screen.findByRole('contentinfo', { name: 'Status bar' });
}

describe('status bar (spec 1 §2.10)', () => {
  afterEach(() => STATUS_BAR_TRIGGERS.splice(0));

  it('shows the user name and no popup triggers while none is registered', async () => {
    const bar = await openStatusBar();
    expect(bar.textContent).toContain('admin');
    expect(within(bar).queryAllByRole('button')).toHaveLength(0);
  });

  it('offers Contact Us only when contactUs has text, and shows it in a dialog', async () => {
    const bar = await openStatusBar({ ContactUs: { identityAttribute: 'Call the desk: +1 555 0100' } });
    fireEvent.click(await within(bar).findByRole('button', { name: 'Contact Us' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    expect(dialog.textContent).toContain('Call the desk: +1 555 0100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no Contact Us for blank text', async () => {
    const bar = await openStatusBar({ ContactUs: { identityAttribute: '   ' } });
    await screen.findByText('admin');
    expect(within(bar).queryByRole('button', { name: 'Contact Us' })).toBeNull();
  });

  it('shows a registered trigger for the users it is for, and opens its popup', async () => {
    const trigger: StatusBarTrigger = {
      id: 'acknowledgement',
      label: 'statusbar.contactUs',
      icon: 'about',
      Popup: ({ onClose }) => (
        <div role="dialog" aria-label="Acknowledgement popup">
          <button type="button" onClick={onClose}>
            done
          </button>
        </div>
      ),
      isAvailable: (info) => info.isAdmin,
    };
    STATUS_BAR_TRIGGERS.push(trigger);
    const bar = await openStatusBar();
    fireEvent.click(within(bar).getByRole('button', { name: 'Contact Us' }));
    expect(screen.getByRole('dialog', { name: 'Acknowledgement popup' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    expect(screen.queryByRole('dialog', { name: 'Acknowledgement popup' })).toBeNull();
  });
});
