import { press } from '../testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { initI18n } from '../i18n';
import { Tabs } from './Tabs';

const TABS = [
  { value: 'optical', label: 'Optical' },
  { value: 'presets', label: 'Presets' },
  { value: 'settings', label: 'Settings' },
] as const;

type Tab = (typeof TABS)[number]['value'];

function Panel() {
  const [value, setValue] = useState<Tab>('optical');
  return (
    <Tabs<Tab>
      label="Menu"
      value={value}
      tabs={TABS}
      onChange={setValue}
      listClassName="l"
      tabClassName="t"
      panelClassName="p"
    >
      {`${value} content`}
    </Tabs>
  );
}

/** A key to the focused tab; the tabs move focus on the next tick. */
async function key(name: string) {
  fireEvent.keyDown(document.activeElement!, { key: name });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('Tabs', () => {
  it('selects a pressed tab and shows its panel', async () => {
    await initI18n('en-US');
    render(<Panel />);
    expect(screen.getByRole('tablist', { name: 'Menu' })).toBeTruthy();
    press(screen.getByRole('tab', { name: 'Presets' }));
    expect(screen.getByRole('tab', { name: 'Presets' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Presets' }).textContent).toBe('presets content');
  });

  it.each([
    ['en-US', 'ArrowRight'],
    ['ar-AE', 'ArrowLeft'],
  ] as const)('in %s, %s moves to the next tab in reading order', async (language, next) => {
    await initI18n(language);
    render(<Panel />);
    screen.getByRole('tab', { name: 'Optical' }).focus();
    await key(next);
    expect(document.activeElement?.textContent).toBe('Presets');
    expect(screen.getByRole('tabpanel').textContent).toBe('presets content');
  });
});
