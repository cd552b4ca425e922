import '../../testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VIEW_PREVIEW_HOVER_MS } from '../../../shared/shell/constants';
import { renderWorkspace } from '../../testing/renderWorkspace';

const cell = (id: string) => ({ type: 'cell', id, size: 1 });
const view = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  hasLayout: true,
  layout: cell(`${id}-c`),
  widgets: [],
  ...extra,
});
const config = (views: unknown[]) => ({ version: 'v2', views });

const panel = () => within(screen.getByRole('complementary', { name: 'View panel' }));
const section = (name: string) => within(panel().getByRole('region', { name }));

describe('ViewsPanel (spec 1 §2.8)', () => {
  it('shows My Views, Recent Views and Shared Views with the system views', async () => {
    await renderWorkspace('/view/start', {
      config: config([view('v1', 'Lobby')]),
      sharedViews: [view('s1', 'Gate', { userId: 'u-other', isShared: true })],
      users: { 'u-other': 'Olga' },
    });
    expect(await section('My Views').findByRole('link', { name: /Lobby/ })).toBeTruthy();
    const shared = section('Shared Views');
    expect(shared.getByRole('link', { name: /Start Page/ })).toBeTruthy();
    expect(shared.getByRole('link', { name: /Essential/ })).toBeTruthy();
    expect(await shared.findByText('Olga')).toBeTruthy();
    expect(shared.getByRole('link', { name: /Gate/ }).textContent).toBe('Gate (Olga)');
    // System views carry no owner.
    expect(shared.getByRole('link', { name: /Start Page/ }).textContent).toBe('Start Page');
  });

  it("says 'No data to display.' for an empty list", async () => {
    await renderWorkspace('/view/start');
    expect(section('My Views').getByText('No data to display.')).toBeTruthy();
    expect(section('Recent Views').queryByText('No data to display.')).toBeNull();
  });

  it('filters My Views and Shared Views by name, case-insensitively', async () => {
    await renderWorkspace('/view/start', { config: config([view('v1', 'Lobby'), view('v2', 'Parking')]) });
    const mine = section('My Views');
    fireEvent.change(mine.getByRole('searchbox', { name: 'Filter My Views' }), { target: { value: 'PARK' } });
    expect(mine.queryByRole('link', { name: /Lobby/ })).toBeNull();
    expect(mine.getByRole('link', { name: /Parking/ })).toBeTruthy();
    const shared = section('Shared Views');
    fireEvent.change(shared.getByRole('searchbox', { name: 'Filter Shared Views' }), { target: { value: 'grid' } });
    expect(shared.getAllByRole('link').map((link) => link.textContent)).toEqual(['Archive Camera Grid', 'Camera Grid']);
  });

  it('marks Beta views', async () => {
    await renderWorkspace('/view/start', { config: config([view('v1', 'Lobby', { isBeta: true })]) });
    expect(section('My Views').getByText('Beta')).toBeTruthy();
  });

  it('lists recent views, most recent first, and clears them', async () => {
    const { server } = await renderWorkspace('/view/v1', {
      config: config([view('v1', 'Lobby'), view('v2', 'Parking')]),
      recentViewIds: ['v2'],
    });
    const recent = section('Recent Views');
    await waitFor(() => expect(recent.getAllByRole('link').map((l) => l.textContent)).toEqual(['Lobby', 'Parking']));
    expect(server.callsOf('UpdateCurrentView').at(-1)).toMatchObject({
      currentViewId: 'v1',
      recentViewIds: ['v1', 'v2'],
    });
    fireEvent.click(recent.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(recent.getByText('No data to display.')).toBeTruthy());
    expect(server.callsOf('UpdateCurrentView').at(-1)).toMatchObject({ recentViewIds: [] });
  });

  it('offers edit, share and delete to admins by the rules, nothing to operators', async () => {
    const views = config([view('v1', 'Lobby')]);
    const sharedViews = [
      view('s1', 'Gate', { userId: 'u-other', isShared: true }),
      view('s2', 'Mine', { userId: 'u-admin', isShared: true }),
    ];
    const { unmount } = await renderWorkspace('/view/start', { config: views, sharedViews });
    const mine = section('My Views');
    expect(mine.getByRole('button', { name: 'Edit Lobby' })).toBeTruthy();
    expect(mine.getByRole('button', { name: 'Share Lobby' })).toBeTruthy();
    expect(mine.getByRole('button', { name: 'Delete Lobby' })).toBeTruthy();
    const shared = section('Shared Views');
    expect(shared.queryByRole('button', { name: 'Share Gate' })).toBeNull();
    expect(shared.queryByRole('button', { name: 'Delete Gate' })).toBeNull();
    expect(shared.getByRole('button', { name: 'Delete Mine' })).toBeTruthy();
    expect(shared.queryByRole('button', { name: 'Delete Start Page' })).toBeNull();
    expect(shared.getByRole('button', { name: 'Edit Start Page' })).toBeTruthy();
    expect(panel().getByRole('button', { name: 'Add view' })).toBeTruthy();
    unmount();

    await renderWorkspace('/view/start', { config: views, sharedViews, user: { isAdmin: false } });
    expect(section('My Views').queryByRole('button', { name: /Lobby/ })).toBeNull();
    expect(panel().queryByRole('button', { name: 'Add view' })).toBeNull();
  });

  it('offers cast only when the Platform is the desktop shell', async () => {
    const { unmount } = await renderWorkspace('/view/start', { config: config([view('v1', 'Lobby')]) });
    expect(panel().queryByRole('button', { name: 'Cast Lobby to a display' })).toBeNull();
    unmount();
    const castView = jest.fn(async () => undefined);
    const displays = [{ id: 7, name: 'Display 2', isPrimary: false, windowCount: 0, index: 1 }];
    await renderWorkspace('/view/start', {
      config: config([view('v1', 'Lobby')]),
      platform: { kind: 'desktop', viewCasting: { listDisplays: async () => displays, castView } },
    });
    fireEvent.click(section('My Views').getByRole('button', { name: 'Cast Lobby to a display' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Display 2' }));
    expect(castView).toHaveBeenCalledWith('v1', 7);
  });

  it(`shows a 600x338 preview after ${VIEW_PREVIEW_HOVER_MS} ms of hovering, beside the row and outside the sidebar`, async () => {
    await renderWorkspace('/view/start', { config: config([view('v1', 'Lobby')]) });
    jest.useFakeTimers();
    try {
      const row = section('My Views').getByRole('link', { name: 'Lobby' }).closest('li') as HTMLElement;
      fireEvent.pointerEnter(row);
      act(() => jest.advanceTimersByTime(VIEW_PREVIEW_HOVER_MS - 1));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      const tooltip = screen.getByRole('tooltip');
      const preview = tooltip.firstElementChild as HTMLElement;
      expect([preview.style.width, preview.style.aspectRatio]).toEqual(['600px', '600 / 338']);
      // Not inside the scrolling sidebar, which would clip it to a strip: over the workspace, past the row's end.
      expect(screen.getByRole('complementary', { name: 'View panel' }).contains(tooltip)).toBe(false);
      expect(tooltip.getAttribute('data-side')).toBe('right');
      fireEvent.pointerLeave(row);
      act(() => jest.advanceTimersByTime(0));
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('deletes a view after confirming "Are you sure you want to delete view \'{{name}}\'?"', async () => {
    const { server } = await renderWorkspace('/view/start', {
      config: config([view('v1', 'Lobby'), view('v2', 'Parking')]),
    });
    fireEvent.click(section('My Views').getByRole('button', { name: 'Delete Lobby' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete view' });
    expect(within(dialog).getByText("Are you sure you want to delete view 'Lobby'?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsOf('UpdateSolidConfig')).toHaveLength(0);
    fireEvent.click(section('My Views').getByRole('button', { name: 'Delete Lobby' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(section('My Views').queryByRole('link', { name: 'Lobby' })).toBeNull());
    const written = server.callsOf('UpdateSolidConfig')[0]?.solidConfig as { views: { id: string }[] };
    expect(written.views.map((v) => v.id)).toEqual(['v2']);
  });

  it('speaks Arabic, right to left, in ar-AE', async () => {
    try {
      await renderWorkspace('/view/start', { language: 'ar-AE', config: config([view('v1', 'Lobby')]) });
      expect(document.documentElement.dir).toBe('rtl');
      expect(panel().getByRole('region', { name: 'عروضي' })).toBeTruthy();
      expect(panel().getByRole('button', { name: 'تحرير Lobby' })).toBeTruthy();
    } finally {
      const { setLanguage } = await import('../../i18n');
      await setLanguage('en-US');
    }
  });
});
