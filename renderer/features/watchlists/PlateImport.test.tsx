/** A License Plate watchlist's CSV import (issue 32): what the platform refused comes back into the
 *  box as CSV, header and cells as sent, beside a table of lines and reasons; what went in is gone. */
// The test helpers first: they install what the router needs in jsdom.
import { renderSignedIn, sentOperations } from '../../testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { PlateImport } from './PlateImport';

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const row = (line: number, plate: string, name: string, error: string | null, notes = '') => ({
  line,
  plate,
  name,
  notes,
  validFrom: '',
  validTo: '',
  entryId: error ? null : `e${line}`,
  error,
});

describe('PlateImport', () => {
  it('keeps the refused rows to be corrected and tells why each was refused', async () => {
    const imported = jest.fn();
    const { fetch } = await renderSignedIn(<PlateImport watchlistId="list-1" onImported={imported} />, {
      ImportWatchlistPlates: {
        importWatchlistPlates: [
          row(2, 'KR 4411', 'Blue van', null),
          row(3, '???', 'Nobody', 'Plate should not be empty', 'Gate, north'),
          row(4, 'WX 55', 'Courier', 'Valid until should be after valid from'),
        ],
      },
    });
    const csv = 'plate,name,notes\nKR 4411,Blue van,\n???,Nobody,"Gate, north"\nWX 55,Courier,\n';
    fireEvent.change(screen.getByLabelText('CSV'), { target: { value: csv } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    await settle();

    expect(sentOperations(fetch).find((o) => o.name === 'ImportWatchlistPlates')?.variables).toEqual({
      watchlistId: 'list-1',
      csv,
    });
    expect(screen.getByText(/^1 added, 2 refused\./)).toBeTruthy();
    expect((screen.getByLabelText('CSV') as HTMLTextAreaElement).value).toBe(
      'plate,name,notes,validFrom,validTo\n???,Nobody,"Gate, north",,\nWX 55,Courier,,,',
    );
    const refused = screen.getByRole('table', { name: 'Refused rows' });
    expect(
      within(refused)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'LinePlateNameReason',
      '3???NobodyPlate should not be empty',
      '4WX 55CourierValid until should be after valid from',
    ]);
    expect(imported).toHaveBeenCalledTimes(1);
  });
});
