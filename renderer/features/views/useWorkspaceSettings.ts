/** The workspace configuration's settings (spec 1 §3: openViewListOnStart, enableAlarmSound,
 *  saveCurrentSession …): null while the configuration loads; changes are written with the rest
 *  of the configuration (shown at once, retried once, reported on failure). */
import { useCallback } from 'react';
import type { WorkspaceSettings } from '../../../shared/views';
import { useWorkspaceData } from './useWorkspaceData';
import { useWorkspaceWriters } from './useWorkspaceWriters';

export interface WorkspaceSettingsState {
  settings: WorkspaceSettings | null;
  /** Resolves false when the write failed (the toast has said so) or nothing is loaded yet. */
  update(change: Partial<WorkspaceSettings>): Promise<boolean>;
}

export function useWorkspaceSettings(): WorkspaceSettingsState {
  const state = useWorkspaceData();
  const data = state.status === 'ready' ? state : null;
  const { writeConfig } = useWorkspaceWriters(data);
  const update = useCallback(
    (change: Partial<WorkspaceSettings>) =>
      writeConfig((config) => ({ ...config, settings: { ...config.settings, ...change } })),
    [writeConfig],
  );
  return { settings: data?.parsed.config.settings ?? null, update };
}
