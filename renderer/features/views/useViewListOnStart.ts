/** Spec 1 §2.7 'Open view list on start': once the workspace configuration has loaded, the sidebar
 *  opens on the View panel, or stays closed, as the user's setting says. */
import { useEffect } from 'react';
import { useStartSidebar } from '../../state';
import { useWorkspaceData } from './useWorkspaceData';

export function useViewListOnStart(): void {
  const state = useWorkspaceData();
  const startSidebar = useStartSidebar();
  const open = state.status === 'ready' ? state.parsed.config.settings.openViewListOnStart : undefined;
  useEffect(() => {
    if (open !== undefined) startSidebar(open);
  }, [open, startSidebar]);
}
