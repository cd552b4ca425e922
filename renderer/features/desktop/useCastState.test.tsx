import { act, screen } from '@testing-library/react';
import type { View } from '../../../shared/views';
import { fakeDesktop, flush, renderElement } from './testing/desktopTestHarness';
import { useCastState } from './useCastState';

const RECT = { x: 1920, y: 0, width: 1920, height: 1080 };
const LOBBY: View = {
  id: 'lobby',
  name: 'Lobby',
  hasLayout: true,
  layout: { type: 'cell', id: 'c', size: 1 },
  widgets: [],
};

/** Shows what the views feature would take from the hook. */
function Probe() {
  const state = useCastState();
  const lobby = state.apply(LOBBY);
  return (
    <>
      <output aria-label="casts">{state.casts.map((cast) => `${cast.viewId}@${cast.displayId}`).join(',')}</output>
      <output aria-label="lobby">
        {JSON.stringify([lobby.inWindow ?? null, lobby.displayId ?? null, lobby.rect ?? null])}
      </output>
      <output aria-label="windowProps">{JSON.stringify(state.windowProps)}</output>
    </>
  );
}

const text = (name: string) => screen.getByRole('status', { name }).textContent;

describe('useCastState (spec 1 §3 View inWindow/displayId/rect; windowProps)', () => {
  it('starts from cast.list and follows cast.onDidChange', async () => {
    const { platform, fake } = fakeDesktop({ cast: [{ viewId: 'lobby', displayId: 2, homeDisplayId: 2, rect: RECT }] });
    await renderElement(<Probe />, { platform });
    expect(text('casts')).toBe('lobby@2');
    expect(text('lobby')).toBe(JSON.stringify([true, 2, RECT]));
    expect(JSON.parse(text('windowProps')!)).toEqual({
      separateWindows: [{ viewId: 'lobby', displayId: 2, homeDisplayId: 2, rect: RECT }],
    });

    // The display it was cast to went away: main moved the window to display 1.
    act(() => fake.changeCast([{ viewId: 'lobby', displayId: 1, homeDisplayId: 2, rect: { ...RECT, x: 0 } }]));
    expect(text('lobby')).toBe(JSON.stringify([true, 1, { ...RECT, x: 0 }]));

    act(() => fake.changeCast([]));
    expect(text('casts')).toBe('');
    // Back to the view as saved (it said nothing about windows).
    expect(text('lobby')).toBe(JSON.stringify([null, null, null]));
    expect(JSON.parse(text('windowProps')!)).toEqual({ separateWindows: [] });
  });

  it('follows a cast made from this console', async () => {
    const { platform } = fakeDesktop();
    await renderElement(<Probe />, { platform });
    await act(() => platform.viewCasting!.castView('lobby', 2));
    expect(text('casts')).toBe('lobby@2');
  });

  it('subscribes once however many components use it, and unsubscribes when the last one goes', async () => {
    const { platform, fake } = fakeDesktop();
    const { unmount } = await renderElement(
      <>
        <Probe />
        <Probe />
      </>,
      { platform },
    );
    expect(fake.bridge.cast.onDidChange).toHaveBeenCalledTimes(1);
    expect(fake.listenerCounts().cast).toBe(1);
    unmount();
    await flush();
    expect(fake.listenerCounts().cast).toBe(0);
  });

  it('in the browser leaves views as they are and has no windowProps', async () => {
    await renderElement(<Probe />);
    expect(text('casts')).toBe('');
    expect(text('lobby')).toBe(JSON.stringify([null, null, null]));
    expect(text('windowProps')).toBe('null');
  });
});
