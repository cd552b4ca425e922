/** The administration kit (spec 3 §2.12, §8): a form's footer offers Delete only for a saved
 *  device and submits on Save; the query states speak the spec's words; a table renders a row per
 *  item with the section's cells; save warnings are read by the field they name. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CombinedError } from 'urql';
import { initI18n } from '../../i18n';
import { AdminFormFooter } from './AdminFormFooter';
import { AdminQueryState } from './AdminQueryState';
import { AdminTable } from './AdminTable';
import { HealthStatus } from './HealthStatus';
import { warningsByField } from './adminDocuments';

beforeAll(() => initI18n('en-US'));

it('offers Delete only for a saved device, and Save submits the form', () => {
  const submit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
  const remove = jest.fn();
  const { rerender } = render(
    <form onSubmit={submit}>
      <AdminFormFooter busy={false} onCancel={jest.fn()}>
        <button type="button">Probe</button>
      </AdminFormFooter>
    </form>,
  );
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Probe', 'Cancel', 'Save']);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(submit).toHaveBeenCalledTimes(1);
  rerender(
    <form onSubmit={submit}>
      <AdminFormFooter busy={false} onCancel={jest.fn()} onDelete={remove} />
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(remove).toHaveBeenCalledTimes(1);
  expect(submit).toHaveBeenCalledTimes(1);
});

it('says Loading..., the platform’s error, or No data to display. before the list', () => {
  const list = <p>the list</p>;
  const { rerender } = render(
    <AdminQueryState fetching error={undefined} empty>
      {list}
    </AdminQueryState>,
  );
  expect(screen.getByText('Loading...')).toBeTruthy();
  const error = new CombinedError({ graphQLErrors: [{ message: 'Administrator rights required' }] });
  rerender(
    <AdminQueryState fetching={false} error={error} empty={false} describeError={(m) => `Devices query error: ${m}`}>
      {list}
    </AdminQueryState>,
  );
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('heading').textContent).toBe('Error');
  expect(alert.textContent).toContain('Devices query error: Administrator rights required');
  rerender(
    <AdminQueryState fetching={false} error={undefined} empty>
      {list}
    </AdminQueryState>,
  );
  expect(screen.getByText('No data to display.')).toBeTruthy();
  rerender(
    <AdminQueryState fetching={false} error={undefined} empty={false}>
      {list}
    </AdminQueryState>,
  );
  expect(screen.getByText('the list')).toBeTruthy();
});

it('renders a row per item with its cells and attributes, and a device’s health', () => {
  render(
    <AdminTable
      columns={['Name', 'Health']}
      rows={[
        { id: 'a', name: 'Gate', health: 'NORMAL' },
        { id: 'b', name: 'Dock', health: null },
      ]}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-device-id': row.id })}
      cells={(row) => (
        <>
          <td>{row.name}</td>
          <td>
            <HealthStatus health={row.health} />
          </td>
        </>
      )}
    />,
  );
  const rows = screen.getAllByRole('row');
  expect(rows.map((r) => r.textContent)).toEqual(['NameHealth', 'GateNormal', 'DockPending']);
  expect(rows[2]?.getAttribute('data-device-id')).toBe('b');
  expect(rows[2]?.querySelector('[data-health]')?.getAttribute('data-health')).toBe('PENDING');
});

it('reads a warning by the fields it names, the first text for a field', () => {
  expect(
    warningsByField({
      message: 'The camera refused the user name or password',
      warningFields: [
        { field: 'password', value: 'The camera refused the user name or password' },
        { field: 'streams', value: 'The camera offers no second stream' },
        { field: 'password', value: 'later' },
      ],
    }),
  ).toEqual({
    password: 'The camera refused the user name or password',
    streams: 'The camera offers no second stream',
  });
  expect(warningsByField(null)).toEqual({});
});
