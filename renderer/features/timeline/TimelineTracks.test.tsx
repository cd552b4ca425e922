import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { TIMELINE_ZOOM_MIN_MS } from '../../../shared/video/timelineConstants';
import { i18n, initI18n } from '../../i18n';
import { TimelineLegend } from './TimelineLegend';
import { type TimelineTrack, TimelineTracks } from './TimelineTracks';
import { EMPTY_TRACK } from './useTimelineData';
import { installTestPointerEvent } from './testing/timelineFixtures';

installTestPointerEvent();

const HOUR = 3_600_000;
const START = Date.UTC(2026, 0, 1, 12);
const range = { start: START, end: START + HOUR };

const track: TimelineTrack = {
  key: 'a',
  deviceId: 'cam-a',
  name: 'Camera A',
  data: {
    ...EMPTY_TRACK,
    full: [{ start: START - HOUR, end: START + 10 * 60_000 }],
    events: [START + 30 * 60_000, START - 1],
  },
};

function box(element: HTMLElement) {
  element.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    right: 1000,
    bottom: 60,
    width: 1000,
    height: 60,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  return element;
}

async function renderTracks(overrides: Partial<Parameters<typeof TimelineTracks>[0]> = {}) {
  await initI18n('en-US');
  const onRangeChange = jest.fn();
  const onSeek = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <TimelineTracks
        tracks={[track]}
        range={range}
        onRangeChange={onRangeChange}
        cursor={START + HOUR / 2}
        onSeek={onSeek}
        {...overrides}
      />
    </I18nextProvider>,
  );
  return { onRangeChange, onSeek, area: box(screen.getByRole('slider', { name: 'Timeline time' })) };
}

describe('TimelineTracks', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clips runs to the visible range and shows only visible event markers', async () => {
    await renderTracks();
    const lane = screen.getByRole('group', { name: 'Track of Camera A' });
    const [run] = within(lane).getAllByTitle(/^Full-resolution video/);
    expect(run!.style.left).toBe('0%');
    expect(parseFloat(run!.style.width)).toBeCloseTo(100 / 6);
    const events = within(lane).getAllByTitle(/^Event marker/);
    expect(events).toHaveLength(1);
    expect(events[0]!.style.left).toBe('50%');
  });

  it('tells which event marker was clicked, with its camera, instead of seeking there', async () => {
    const onEventClick = jest.fn();
    const { onSeek } = await renderTracks({ onEventClick });
    const lane = screen.getByRole('group', { name: 'Track of Camera A' });
    const [marker] = within(lane).getAllByTitle(/^Event marker/);
    fireEvent.pointerDown(marker!, { clientX: 500, button: 0 });
    fireEvent.pointerUp(marker!, { clientX: 500 });
    expect(onEventClick).toHaveBeenCalledWith(START + 30 * 60_000, 'cam-a');
    expect(onSeek).not.toHaveBeenCalled();
  });

  it('asks for what only the avatar holds where it is clicked, or at the cursor with Enter (GetAOD)', async () => {
    const onRequestArchive = jest.fn();
    const onAvatar = { ...track, data: { ...track.data, avatar: [{ start: START + 40 * 60_000, end: START + HOUR }] } };
    const { onSeek, area } = await renderTracks({ tracks: [onAvatar], onRequestArchive, cursor: START + 50 * 60_000 });
    const lane = screen.getByRole('group', { name: 'Track of Camera A' });
    const [run] = within(lane).getAllByTitle(/^On the avatar only.*Click to request it from the avatar$/);
    fireEvent.pointerDown(run!, { clientX: 750, button: 0 });
    // The area captures the pointer: the release is its own.
    fireEvent.pointerUp(area, { clientX: 750 });
    expect(onRequestArchive).toHaveBeenCalledWith('cam-a', START + 45 * 60_000);
    expect(onSeek).not.toHaveBeenCalled();
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(onRequestArchive).toHaveBeenLastCalledWith('cam-a', START + 50 * 60_000);
    // Elsewhere a click still sets the time.
    fireEvent.pointerDown(area, { clientX: 100, button: 0 });
    fireEvent.pointerUp(area, { clientX: 100 });
    expect(onSeek).toHaveBeenCalledWith(START + 6 * 60_000);
    expect(onRequestArchive).toHaveBeenCalledTimes(2);
  });

  it('zooms with the wheel around the time under the pointer, within the limits', async () => {
    const { area, onRangeChange } = await renderTracks();
    fireEvent.wheel(area, { deltaY: -100, clientX: 250 });
    const zoomed = onRangeChange.mock.calls[0]![0] as { start: number; end: number };
    expect(zoomed.end - zoomed.start).toBeLessThan(HOUR);
    // The time under the pointer stays put.
    const anchor = START + HOUR / 4;
    expect((anchor - zoomed.start) / (zoomed.end - zoomed.start)).toBeCloseTo(0.25);
  });

  it('does not zoom in below one minute', async () => {
    const { area, onRangeChange } = await renderTracks({ range: { start: START, end: START + TIMELINE_ZOOM_MIN_MS } });
    fireEvent.wheel(area, { deltaY: -100, clientX: 500 });
    const zoomed = onRangeChange.mock.calls[0]![0] as { start: number; end: number };
    expect(zoomed.end - zoomed.start).toBe(TIMELINE_ZOOM_MIN_MS);
  });

  it('seeks where the ruler is dragged to, on release', async () => {
    const { area, onSeek } = await renderTracks();
    const ruler = area.querySelector('.vt-timeline__ruler') as HTMLElement;
    fireEvent.pointerDown(ruler, { clientX: 100, button: 0 });
    fireEvent.pointerMove(ruler, { clientX: 400 });
    expect(onSeek).not.toHaveBeenCalled();
    expect(Number(area.getAttribute('aria-valuenow'))).toBe(START + 0.4 * HOUR);
    fireEvent.pointerUp(ruler, { clientX: 400 });
    expect(onSeek).toHaveBeenCalledWith(START + 0.4 * HOUR);
  });

  it('shows the thumbnail of the hovered time after 500 ms, fetched with the preflight header', async () => {
    jest.useFakeTimers();
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    const fetch = jest.fn(async () => ({ ok: true, blob: async () => blob }));
    window.fetch = fetch as unknown as typeof window.fetch;
    const created = jest.fn(() => 'blob:thumb');
    const revoked = jest.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const { area } = await renderTracks();
    const lane = screen.getByRole('group', { name: 'Track of Camera A' });
    fireEvent.pointerMove(lane, { clientX: 500 });
    act(() => void jest.advanceTimersByTime(499));
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
      await Promise.resolve();
    });
    await act(async () => {
      await Promise.resolve();
    });
    const seconds = Math.floor((START + HOUR / 2) / 1000);
    expect(fetch).toHaveBeenCalledWith(
      `/api/media/thumbnail?obj=cam-a&time=${seconds}`,
      expect.objectContaining({ headers: { 'x-vantage-request': '1' } }),
    );
    expect(area.querySelector('img')?.getAttribute('src')).toBe('blob:thumb');
    fireEvent.pointerLeave(area);
    expect(revoked).toHaveBeenCalledWith('blob:thumb');
  });

  it('legend names the colours of the tracks', async () => {
    await initI18n('en-US');
    render(
      <I18nextProvider i18n={i18n}>
        <TimelineLegend />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Full-resolution video',
      'Review (low-resolution) video',
      'Event marker',
      'Partial video',
      'On the avatar only',
      'Active download',
    ]);
  });
});
