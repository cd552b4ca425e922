import { act, fireEvent, screen } from '@testing-library/react';
import { fakeDesktop, flush, renderElement, separateWindow } from './testing/desktopTestHarness';
import { ReturnToMainWindowButton } from './ReturnToMainWindowButton';

const RECT = { x: 1920, y: 0, width: 1920, height: 1080 };
const LOBBY_ON_2 = { viewId: 'lobby', displayId: 2, homeDisplayId: 2, rect: RECT };

describe('ReturnToMainWindowButton (spec 1 §2.8)', () => {
  it("in a separate window, offers to return the window's own view, which asks main to close the window", async () => {
    const { platform, fake } = fakeDesktop({ currentWindow: separateWindow('lobby'), cast: [LOBBY_ON_2] });
    await renderElement(<ReturnToMainWindowButton viewId="lobby" name="Lobby" />, { platform });
    fireEvent.click(screen.getByRole('button', { name: 'Return Lobby to the main window' }));
    expect(fake.bridge.cast.returnViewToMainWindow).toHaveBeenCalledWith('lobby');
  });

  it('in the main window, appears on a view once main reports it in a separate window, and goes when it returns', async () => {
    const { platform, fake } = fakeDesktop();
    await renderElement(
      <>
        <ReturnToMainWindowButton viewId="lobby" name="Lobby" />
        <ReturnToMainWindowButton viewId="gate" name="Gate" />
      </>,
      { platform },
    );
    expect(screen.queryByRole('button')).toBeNull();

    act(() => fake.changeCast([LOBBY_ON_2]));
    expect(screen.getByRole('button', { name: 'Return Lobby to the main window' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return Gate to the main window' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Return Lobby to the main window' }));
    await flush();
    expect(fake.bridge.cast.returnViewToMainWindow).toHaveBeenCalledWith('lobby');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows for a view already cast when it mounts (from cast.list)', async () => {
    const { platform } = fakeDesktop({ cast: [LOBBY_ON_2] });
    await renderElement(<ReturnToMainWindowButton viewId="lobby" name="Lobby" />, { platform });
    expect(screen.getByRole('button', { name: 'Return Lobby to the main window' })).toBeTruthy();
  });

  it('is never there in the browser', async () => {
    await renderElement(<ReturnToMainWindowButton viewId="lobby" name="Lobby" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the console going when main refuses', async () => {
    const { platform, fake } = fakeDesktop({ currentWindow: separateWindow('lobby') });
    jest.mocked(fake.bridge.cast.returnViewToMainWindow).mockRejectedValueOnce(new Error('IPC closed'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderElement(<ReturnToMainWindowButton viewId="lobby" name="Lobby" />, { platform });
    fireEvent.click(screen.getByRole('button', { name: 'Return Lobby to the main window' }));
    await flush();
    expect(warn).toHaveBeenCalledWith('Could not return the view to the main window', expect.any(Error));
    warn.mockRestore();
  });

  it('is labelled in Polish', async () => {
    const { platform } = fakeDesktop({ currentWindow: separateWindow('lobby') });
    await renderElement(<ReturnToMainWindowButton viewId="lobby" name="Hol" />, { platform, language: 'pl-PL' });
    expect(screen.getByRole('button', { name: 'Przywróć do okna głównego: Hol' })).toBeTruthy();
  });
});
