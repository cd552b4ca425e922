import { fireEvent, screen, within } from '@testing-library/react';
import { renderSignedIn, settle, sitesHierarchy } from '../../testing';
import { ConfigureHierarchyDialog } from './ConfigureHierarchyDialog';

const OPERATIONS = {
  Hierarchies: { hierarchies: [{ id: 'h', name: 'Sites' }] },
  Hierarchy: { hierarchy: sitesHierarchy() },
  Labels: { labels: [{ id: 'l-gate', name: 'Gate', type: 'LABEL', objectCount: 0 }] },
  CameraSearch: { cameraSearch: { all: null, byName: null, byLabels: { total: 0, devices: [] } } },
};

describe('the Configure Hierarchy dialog (spec 3 §2.8, §4)', () => {
  it('is not closed by Escape, and asks Unsaved Changes before closing with a pending draft', async () => {
    const onClose = jest.fn();
    await renderSignedIn(<ConfigureHierarchyDialog onClose={onClose} />, OPERATIONS);
    const dialog = screen.getByRole('dialog', { name: 'Configure Hierarchy' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ground floor' }));
    await settle();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Gate' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Discard' }),
    );
    expect(onClose).toHaveBeenCalled();
  });
});
