import '../testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens from its button, closes on Escape and gives focus back to the button', async () => {
    render(
      <Popover label="Calendar" triggerClassName="b">
        {() => <input aria-label="Date" />}
      </Popover>,
    );
    const button = screen.getByRole('button', { name: 'Calendar' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('dialog', { name: 'Calendar' });
    // The panel takes focus, so the keyboard reaches its content at once.
    expect(panel.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back on the next tick, once the panel has gone.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(button);
  });

  it('closes when its content chooses', () => {
    render(
      <Popover label="More" triggerClassName="b" role="group">
        {(close) => (
          <button type="button" onClick={close}>
            Pick
          </button>
        )}
      </Popover>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
    expect(screen.queryByRole('group', { name: 'More' })).toBeNull();
  });
});
