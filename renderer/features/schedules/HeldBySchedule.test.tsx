/** Issue 28: a tour's and a policy's pages say which schedule holds them now and until when — the
 *  time alone within the day, its weekday too when the window ends on another day — in the
 *  operator's language, and the note goes once the window has ended. */
import { act, render } from '@testing-library/react';
import { initI18n, setLanguage } from '../../i18n';
import { HeldBySchedule } from './HeldBySchedule';

/** Local times, as the console shows them. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).getTime();

describe('the note on what a schedule holds', () => {
  beforeAll(() => initI18n('en-US'));
  beforeEach(() => jest.useFakeTimers({ now: at(2, 12) }));
  afterEach(async () => {
    jest.useRealTimers();
    await act(() => setLanguage('en-US'));
  });

  it('names the schedule and the end of its window', () => {
    const { container } = render(
      <HeldBySchedule hold={{ scheduleName: 'Lunch patrol', value: 'RUNNING', end: at(2, 14) }} />,
    );
    expect(container.textContent).toBe('Held running by schedule “Lunch patrol” until 02:00 PM');
    // The name keeps its own direction inside a right-to-left sentence.
    expect(container.querySelector('bdi')?.textContent).toBe('Lunch patrol');
  });

  it('gives the weekday of an end on another day, in Polish', async () => {
    await act(() => setLanguage('pl-PL'));
    const { container } = render(
      <HeldBySchedule hold={{ scheduleName: 'Noc', value: 'DISABLED', end: String(at(3, 7, 30)) }} />,
    );
    const until = new Intl.DateTimeFormat('pl-PL', { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
      at(3, 7, 30),
    );
    expect(until).toContain(new Intl.DateTimeFormat('pl-PL', { weekday: 'short' }).format(at(3, 7, 30)));
    expect(container.textContent).toBe(`Harmonogram „Noc” utrzymuje ją wyłączoną do ${until}`);
  });

  it('goes when the window ends, and says nothing of a window already over', () => {
    const { container } = render(
      <HeldBySchedule hold={{ scheduleName: 'Quiet hours', value: 'DISABLED', end: at(2, 12, 30) }} />,
    );
    expect(container.textContent).toBe('Held off by schedule “Quiet hours” until 12:30 PM');
    act(() => jest.advanceTimersByTime(30 * 60_000 + 100));
    expect(container.textContent).toBe('');
    const over = render(<HeldBySchedule hold={{ scheduleName: 'Past', value: 'RUNNING', end: at(2, 11) }} />);
    expect(over.container.textContent).toBe('');
  });
});
