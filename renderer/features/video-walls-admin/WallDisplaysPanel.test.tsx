/** A wall's displays in the Video Walls section (issue 30): pairing the page that shows a code with
 *  the display chosen, the platform's refusal of a code under the field, and unpairing asked first. */
// The test helpers first: they install what the router needs in jsdom.
import { renderSignedIn, sentOperations } from '../../testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { WallDisplaysPanel } from './WallDisplaysPanel';
import type { WallAdminRecord } from './videoWallDocuments';

const wall = {
  id: 'w1',
  name: 'Control room',
  rows: 1,
  columns: 2,
  updatedAt: 1,
  presets: [],
  displays: [
    { index: 0, row: 0, column: 0, name: 'Left TV', paired: true, pairedAt: 1, online: true },
    { index: 1, row: 0, column: 1, name: 'Display 2', paired: false, pairedAt: null, online: false },
  ],
} as unknown as WallAdminRecord;

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

async function pairDisplay2(code: string) {
  await act(async () => fireEvent.click(within(row('Display 2')).getByRole('button', { name: 'Pair a display' })));
  await settle();
  fireEvent.change(screen.getByLabelText('Pairing code'), { target: { value: code } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pair' })));
  await settle();
}

describe("a wall's displays", () => {
  it('tell which are paired and online, and pair the page showing the code with the display chosen', async () => {
    const { fetch } = await renderSignedIn(<WallDisplaysPanel wall={wall} />, {
      AcceptWallPairing: { acceptWallPairing: wall },
    });
    expect(within(row('Left TV')).getByText('Paired, online')).toBeTruthy();
    expect(within(row('Display 2')).getByText('Not paired')).toBeTruthy();
    await pairDisplay2('123 456');
    expect(sentOperations(fetch).find((o) => o.name === 'AcceptWallPairing')?.variables).toEqual({
      code: '123456',
      wallId: 'w1',
      displayIndex: 1,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a code that is not six digits, and shows the platform refusing an expired one under the field', async () => {
    const { fetch } = await renderSignedIn(<WallDisplaysPanel wall={wall} />, {
      AcceptWallPairing: {
        reply: { status: 200, body: { data: null, errors: [{ message: 'Pairing code not found or expired' }] } },
      },
    });
    await pairDisplay2('12');
    expect(screen.getByText('Type the 6-digit code the display shows')).toBeTruthy();
    expect(sentOperations(fetch).some((o) => o.name === 'AcceptWallPairing')).toBe(false);
    fireEvent.change(screen.getByLabelText('Pairing code'), { target: { value: '654321' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pair' })));
    await settle();
    expect(screen.getByText('Pairing code not found or expired')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('unpairs a display only once confirmed', async () => {
    const { fetch } = await renderSignedIn(<WallDisplaysPanel wall={wall} />, {
      UnpairWallDisplay: { unpairWallDisplay: wall },
    });
    await act(async () => fireEvent.click(within(row('Left TV')).getByRole('button', { name: 'Unpair' })));
    expect(sentOperations(fetch).some((o) => o.name === 'UnpairWallDisplay')).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Unpair Left TV?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Unpair' })));
    await settle();
    expect(sentOperations(fetch).find((o) => o.name === 'UnpairWallDisplay')?.variables).toEqual({
      wallId: 'w1',
      displayIndex: 0,
    });
  });
});
