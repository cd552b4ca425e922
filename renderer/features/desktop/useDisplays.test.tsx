import { act, screen } from '@testing-library/react';
import type { Display } from '../../../shared/ipc';
import { fakeDesktop, renderElement } from './testing/desktopTestHarness';
import { useDisplays } from './useDisplays';

const PRIMARY: Display = { id: 1, name: 'Display 1', isPrimary: true, windowCount: 1, index: 0 };
const SECOND: Display = { id: 2, name: 'Display 2', isPrimary: false, windowCount: 0, index: 1 };

function Probe() {
  const displays = useDisplays();
  return (
    <ul aria-label="Displays">
      {displays.map((display) => (
        <li key={display.id}>{`${display.name}${display.isPrimary ? ' (primary)' : ''} ${display.windowCount}`}</li>
      ))}
    </ul>
  );
}

const names = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('useDisplays (spec 1 §3 Display)', () => {
  it('lists the displays and follows displays.onDidChangeDisplays', async () => {
    const { platform, fake } = fakeDesktop({ displays: [PRIMARY, SECOND] });
    await renderElement(<Probe />, { platform });
    expect(names()).toEqual(['Display 1 (primary) 1', 'Display 2 0']);
    act(() => fake.changeDisplays([PRIMARY]));
    expect(names()).toEqual(['Display 1 (primary) 1']);
    act(() => fake.changeDisplays([PRIMARY, { ...SECOND, windowCount: 1 }]));
    expect(names()).toEqual(['Display 1 (primary) 1', 'Display 2 1']);
  });

  it('is empty in the browser', async () => {
    await renderElement(<Probe />);
    expect(names()).toEqual([]);
  });
});
