import '../../testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWorkspace } from '../../testing/renderWorkspace';
import { row, storedView, v2 } from './testViews';

const main = () => within(screen.getByRole('main'));
const twoCells = (id: string, extra: Record<string, unknown> = {}) =>
  storedView(id, `View ${id}`, { layout: row(`${id}-r`, [`${id}-a`, `${id}-b`]), ...extra });

async function resize() {
  fireEvent.keyDown(main().getByRole('separator'), { key: 'ArrowRight' });
}

describe('layout sizes kept per view (spec 1 §3, §4)', () => {
  it("keeps an own view's resized layout in the configuration's layout part", async () => {
    const { server } = await renderWorkspace('/view/v1', { config: v2([twoCells('v1')]) });
    await resize();
    await waitFor(() => expect(server.callsOf('UpdateSolidConfig')).toHaveLength(1));
    const stored = server.state.config as { layout: Record<string, Record<string, number>> };
    expect(stored.layout.v1?.['v1-a']).toBeCloseTo(0.55);
    expect(server.callsOf('UpdateSharedViews')).toHaveLength(0);
  });

  it("writes the owner's resize back into the shared view", async () => {
    const { server } = await renderWorkspace('/view/s1', {
      sharedViews: [twoCells('s1', { userId: 'u-admin', isShared: true })],
    });
    await resize();
    await waitFor(() => expect(server.callsOf('UpdateSharedViews')).toHaveLength(1));
    expect((server.state.sharedLayout as Record<string, Record<string, number>>).s1?.['s1-a']).toBeCloseTo(0.55);
  });

  it("keeps another user's shared view resized for this user only", async () => {
    const { server } = await renderWorkspace('/view/s1', {
      sharedViews: [twoCells('s1', { userId: 'u-other', isShared: true })],
      sharedLayout: { s1: { 's1-a': 0.3, 's1-b': 0.7 } },
    });
    expect(main().getByRole('separator').getAttribute('aria-valuenow')).toBe('30');
    await resize();
    await waitFor(() => expect(server.callsOf('UpdateSolidConfig')).toHaveLength(1));
    expect(server.callsOf('UpdateSharedViews')).toHaveLength(0);
    const stored = server.state.config as { layout: Record<string, Record<string, number>> };
    expect(stored.layout.s1?.['s1-a']).toBeCloseTo(0.35);
  });
});
