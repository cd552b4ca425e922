import { act, fireEvent, screen, within } from '@testing-library/react';
import { settle } from '../../testing';
import { DeviceListPanel } from './DeviceListPanel';
import { LabelEditor } from './LabelEditor';
import { LABELS, renderWithLabels } from './testing/renderWithLabels';

const CAMERA = { id: 'cam-1', name: 'Dock Camera', healthStatus: 'NORMAL', labelIds: [] };
const DOCK = { id: 'l-dock', name: 'Dock', type: 'LABEL', objectCount: 1 };

/** The platform: the realm's labels, one camera, and the label the dialog inserts. */
function platform() {
  let inserted = false;
  return {
    Labels: () => ({ labels: inserted ? [...LABELS, DOCK] : LABELS }),
    CameraSearch: { cameraSearch: { all: { total: 1, devices: [CAMERA] }, byName: null, byLabels: null } },
    InsertLabels: () => {
      inserted = true;
      return { insert: [DOCK] };
    },
  };
}

async function createDockLabel() {
  // The Device List's button: the last one when a label editor shows its own camera list too.
  fireEvent.click((await screen.findAllByRole('button', { name: 'Assign labels to Dock Camera' })).at(-1)!);
  const dialog = screen.getByRole('dialog', { name: 'Dock Camera' });
  fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'Dock' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create label' }));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })));
  await settle();
  await settle();
}

describe("the Device List's Assign labels (issue 36)", () => {
  it('lists a label created in the dialog in the label filter and the label editor without a reload', async () => {
    await renderWithLabels(<DeviceListPanel props={{ allowLabelHierarchyEdit: true }} width={300} />, platform());
    await createDockLabel();
    const filter = screen.getByRole('group', { name: 'Filter by labels' });
    expect(within(filter).getByRole('checkbox', { name: 'Dock' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Configure Labels' }));
    await settle();
    expect(within(screen.getByRole('dialog', { name: 'Configure Labels' })).getByText('Dock')).toBeTruthy();
  });

  it('lists it in a Labels editor open beside the Device List (another workspace tab) without a reload', async () => {
    await renderWithLabels(
      <>
        <LabelEditor />
        <DeviceListPanel props={{ allowLabelHierarchyEdit: true }} width={300} />
      </>,
      platform(),
    );
    expect(within(screen.getAllByRole('list', { name: 'Labels' })[0]!).queryByText('Dock')).toBeNull();
    await createDockLabel();
    expect(within(screen.getAllByRole('list', { name: 'Labels' })[0]!).getByText('Dock')).toBeTruthy();
  });
});
