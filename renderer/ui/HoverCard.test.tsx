import '../testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n, type LanguageTag } from '../i18n';
import { HoverCard } from './HoverCard';

async function renderCard(language: LanguageTag) {
  await initI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <div className="scroller" style={{ overflow: 'auto' }}>
        <HoverCard delayMs={300} content={<p>Preview</p>}>
          <a href="#lobby">Lobby</a>
        </HoverCard>
      </div>
    </I18nextProvider>,
  );
  return screen.getByRole('link', { name: 'Lobby' });
}

describe('HoverCard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows after its delay of hovering, outside the element’s scrolling box, and hides when left', async () => {
    const link = await renderCard('en-US');
    fireEvent.pointerEnter(link);
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    const card = screen.getByRole('tooltip');
    expect(card.textContent).toBe('Preview');
    expect(document.querySelector('.scroller')!.contains(card)).toBe(false);
    expect(card.getAttribute('data-side')).toBe('right');
    fireEvent.pointerLeave(link);
    act(() => jest.advanceTimersByTime(0));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus too, on the left in right-to-left', async () => {
    const link = await renderCard('ar-AE');
    fireEvent.focus(link);
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('tooltip').getAttribute('data-side')).toBe('left');
    fireEvent.blur(link);
    act(() => jest.advanceTimersByTime(0));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
