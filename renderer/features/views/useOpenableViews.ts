/** The views the user can open (own, shared and system; spec 1 §2.3) by id and shown name, for
 *  lists outside the View panel such as the command palette (issue 30). Empty while the workspace
 *  loads. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspaceData } from './useWorkspaceData';
import { viewName } from './viewName';

export interface OpenableView {
  id: string;
  name: string;
  kind: 'own' | 'shared' | 'system';
}

export function useOpenableViews(): OpenableView[] {
  const { t } = useTranslation();
  const state = useWorkspaceData();
  const views = state.status === 'ready' ? state.views : null;
  return useMemo(
    () =>
      (views ?? []).map((view) => ({
        id: view.id,
        name: viewName(view, t),
        kind: view.isSystem ? 'system' : view.isShared ? 'shared' : 'own',
      })),
    [views, t],
  );
}
