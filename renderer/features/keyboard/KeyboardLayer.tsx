/** The keyboard over the workspace (issue 30): listens for the shortcuts, opens the command
 *  palette (Ctrl+K) and the shortcuts sheet (?), and says in a toast why a shortcut could not act.
 *  The palette and the sheet load in a chunk of their own on first use. */
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui';
import { cellAt, type CellTarget } from '../keyboard-targets';
import { useKeyBindings } from './useKeyBindings';
import { useShortcutKeys } from './useShortcutKeys';

const CommandPalette = lazy(async () => ({
  default: (await import(/* webpackChunkName: "keyboard-panels" */ './CommandPalette')).CommandPalette,
}));
const ShortcutSheet = lazy(async () => ({
  default: (await import(/* webpackChunkName: "keyboard-panels" */ './ShortcutSheet')).ShortcutSheet,
}));

type Open = { kind: 'palette'; cell: CellTarget | null } | { kind: 'sheet' } | null;

export interface KeyboardLayerProps {
  /** The view on screen, null on an administration page. */
  viewId: string | null;
}

export function KeyboardLayer({ viewId }: KeyboardLayerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { bindings, save } = useKeyBindings();
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const openPalette = useCallback(() => setOpen({ kind: 'palette', cell: cellAt(document.activeElement) }), []);
  const openSheet = useCallback(() => setOpen({ kind: 'sheet' }), []);
  const notify = useCallback(
    (key: string, values?: Record<string, unknown>) => toast(t(key, values), 'info'),
    [t, toast],
  );
  useShortcutKeys({ bindings, enabled: open === null, openPalette, openSheet, notify });
  return (
    <Suspense fallback={null}>
      {open?.kind === 'palette' && (
        <CommandPalette
          viewId={viewId}
          cell={open.cell}
          bindings={bindings}
          onClose={close}
          openSheet={openSheet}
          notify={notify}
        />
      )}
      {open?.kind === 'sheet' && <ShortcutSheet bindings={bindings} save={save} onClose={close} />}
    </Suspense>
  );
}
