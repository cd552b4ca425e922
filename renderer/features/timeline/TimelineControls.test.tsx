import { userInfo } from '../../testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { LIMITED_SPEED_OPTIONS, SPEED_OPTIONS } from '../../../shared/video/constants';
import { i18n, initI18n } from '../../i18n';
import { type Session, SessionContext } from '../session/SessionContext';
import { toDateTimeLocal } from '../../ui';
import { TimelineControls, type TimelineControlsProps } from './TimelineControls';

const NOW = Date.UTC(2026, 5, 1, 12);

function props(overrides: Partial<TimelineControlsProps> = {}): TimelineControlsProps {
  return {
    paused: false,
    speed: 1,
    connection: 'auto',
    autoAod: null,
    calendar: { min: NOW - 24 * 3_600_000, max: NOW, value: NOW - 600_000 },
    hasCameras: true,
    scrub: { playback: () => ({ speed: 1, paused: false }), run: jest.fn() },
    onJump: jest.fn(),
    onPlayPause: jest.fn(),
    onSpeed: jest.fn(),
    onStepEvent: jest.fn(),
    onZoom: jest.fn(),
    onAutoAod: jest.fn(),
    onConnection: jest.fn(),
    onCalendar: jest.fn(),
    onAddDownloadJob: jest.fn(),
    onCreateEvent: jest.fn(),
    ...overrides,
  };
}

async function renderControls(limitedSpeedList: boolean, overrides: Partial<TimelineControlsProps> = {}) {
  await initI18n('en-US');
  const session: Session = {
    status: 'loggedIn',
    info: userInfo({ visualConfig: { limitedSpeedList } }),
    setInfo: () => undefined,
    logout: async () => undefined,
  };
  const all = props(overrides);
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={session}>
        <TimelineControls {...all} />
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return all;
}

const speeds = () =>
  Array.from((screen.getByRole('combobox', { name: 'Speed' }) as HTMLSelectElement).options).map((o) =>
    Number(o.value),
  );

describe('TimelineControls', () => {
  it('offers every speed by default', async () => {
    await renderControls(false);
    expect(speeds()).toEqual([...SPEED_OPTIONS]);
  });

  it('offers the limited speed list', async () => {
    await renderControls(true);
    expect(speeds()).toEqual([...LIMITED_SPEED_OPTIONS]);
  });

  it('keeps calendar picks between the archive start and now', async () => {
    const all = await renderControls(false);
    fireEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    const input = screen.getByLabelText('Calendar', { selector: 'input' }) as HTMLInputElement;
    expect(input.min).toBe(toDateTimeLocal(all.calendar.min, 'second'));
    expect(input.max).toBe(toDateTimeLocal(all.calendar.max, 'second'));
    fireEvent.change(input, { target: { value: toDateTimeLocal(NOW - 3_600_000, 'second') } });
    expect(all.onCalendar).toHaveBeenCalledWith(NOW - 3_600_000);
  });

  it('disables the camera controls without cameras, but not the zoom', async () => {
    await renderControls(false, { hasCameras: false });
    expect((screen.getByRole('button', { name: 'Pause' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
