/** A view's name for a tab title: the user's, shared or system view with this id (null if none). */
import { useTranslation } from 'react-i18next';
import { useViewEdit } from '../../state/viewsHooks';
import { useWorkspaceData } from './useWorkspaceData';

export function useViewTitle(): (viewId: string) => string | null {
  const { t } = useTranslation();
  const state = useWorkspaceData();
  const [edit] = useViewEdit();
  return (viewId) => {
    if (edit?.viewId === viewId) return edit.draft.name;
    if (state.status !== 'ready') return null;
    const view = state.views.find((candidate) => candidate.id === viewId);
    if (!view) return null;
    return view.isSystem ? t(`views.system.${view.id}`, { defaultValue: view.name }) : view.name;
  };
}
