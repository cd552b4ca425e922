/** The title a workspace tab shows for its path. */
import { useTranslation } from 'react-i18next';
import { START_VIEW_ID } from '../guilist';
import { workspacePath } from './workspacePath';

export function useTabTitle(): (path: string) => string {
  const { t } = useTranslation();
  return (path) => {
    const target = workspacePath(path);
    if (target.kind === 'admin') {
      const title = t(`admin.views.${target.route.view.id}`);
      const detail = Object.values(target.route.params).find((value) => value !== target.route.view.id);
      return detail ? `${title} · ${detail}` : title;
    }
    if (target.kind === 'view' && target.viewId === START_VIEW_ID) return t('views.start');
    if (target.kind === 'view' && target.viewId) return target.viewId;
    return path;
  };
}
