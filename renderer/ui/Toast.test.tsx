import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '../../shared/shell/constants';
import { initI18n } from '../i18n';
import { ToastProvider, useToast } from './Toast';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Saved', 'success')}>
      show
    </button>
  );
}

describe('Toast', () => {
  beforeAll(() => initI18n('en-US'));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`shows a message and removes it after ${TOAST_DURATION_MS} ms`, () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
