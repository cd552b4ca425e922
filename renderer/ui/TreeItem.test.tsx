import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TreeItem } from './TreeItem';

function Level({ toggleLabel, leaf = false }: { toggleLabel?: string; leaf?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ul role="tree">
      <TreeItem
        selected={false}
        expanded={open}
        leaf={leaf}
        toggleLabel={toggleLabel}
        onToggle={() => setOpen(!open)}
        branch={<ul role="group">Child level</ul>}
      >
        Site A
      </TreeItem>
    </ul>
  );
}

test('a named toggle opens and closes the level, its branch shown only while open', () => {
  render(<Level toggleLabel="Expand Site A" />);
  const item = screen.getByRole('treeitem');
  expect(item.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByText('Child level')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Expand Site A' }));
  expect(item.getAttribute('aria-expanded')).toBe('true');
  screen.getByText('Child level');
});

test('without a name the toggle is left to the pointer: hidden from assistive technology and the tab order', () => {
  render(<Level />);
  expect(screen.queryByRole('button')).toBeNull();
  const toggle = screen.getByRole('button', { hidden: true });
  expect(toggle.getAttribute('tabindex')).toBe('-1');
  fireEvent.click(toggle);
  screen.getByText('Child level');
});

test('a leaf has no toggle and does not say whether it is open', () => {
  render(<Level toggleLabel="Expand Site A" leaf />);
  expect(screen.getByRole('treeitem').hasAttribute('aria-expanded')).toBe(false);
  expect(screen.queryByRole('button', { hidden: true })).toBeNull();
});
