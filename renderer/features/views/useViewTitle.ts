/** A view's name for a tab title: the view being edited, or the user's, shared or system view with
 *  this id (null if none, or while the workspace loads and the id is no system view); the creation
 *  wizard's tab (/view/new) is titled as the wizard is. */
import { useTranslation } from 'react-i18next';
import { SYSTEM_VIEWS } from '../../../shared/views';
import { useViewEdit } from './viewsHooks';
import { useWorkspaceData } from './useWorkspaceData';
import { viewName } from './viewName';
import { NEW_VIEW_ID } from './viewPath';

export function useViewTitle(): (viewId: string) => string | null {
  const { t } = useTranslation();
  const state = useWorkspaceData();
  const [edit] = useViewEdit();
  return (viewId) => {
    if (viewId === NEW_VIEW_ID) return t('views.wizard.title');
    const views = state.status === 'ready' ? state.views : SYSTEM_VIEWS;
    const view = edit?.viewId === viewId ? edit.draft : views.find((candidate) => candidate.id === viewId);
    return view ? viewName(view, t) : null;
  };
}
