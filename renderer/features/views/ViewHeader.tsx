/** The view header (spec 1 §2.8): the view's name, edit/share/delete/cast by permission, and a
 *  close button — for the start view only while more than one view is open (spec 1 §4). */
import { useTranslation } from 'react-i18next';
import { canDeleteView, canEditView, canShareView, type View, type ViewUser } from '../../../shared/views';
import { IconButton } from '../../ui';
import { ReturnToMainWindowButton } from '../desktop';
import type { ViewDialogs } from './useViewDialogs';
import { ViewIcon } from './ViewIcon';
import { viewName } from './viewName';

export interface ViewHeaderProps {
  view: View;
  user: ViewUser;
  editing: boolean;
  dialogs: ViewDialogs;
  closable: boolean;
  onEdit: () => void;
  onClose: () => void;
}

export function ViewHeader({ view, user, editing, dialogs, closable, onEdit, onClose }: ViewHeaderProps) {
  const { t } = useTranslation();
  const name = viewName(view, t);
  const controls = !view.hideHeaderControls && !editing;
  return (
    <header className="vt-view-header">
      <ViewIcon icon={view.icon} />
      <h2 className="vt-view-header__name">
        <bdi>{name}</bdi>
        {editing && <span className="vt-badge vt-badge--outline">{t('views.editing')}</span>}
      </h2>
      <div className="vt-view-header__controls">
        <ReturnToMainWindowButton viewId={view.id} name={name} />
        {controls && canEditView(view, user) && (
          <IconButton label={t('views.editView', { name })} onClick={onEdit} icon="edit" />
        )}
        {controls && canShareView(view, user) && (
          <IconButton label={t('views.shareView', { name })} onClick={() => dialogs.share(view)} icon="share" />
        )}
        {controls && canDeleteView(view, user) && (
          <IconButton label={t('views.deleteView', { name })} onClick={() => dialogs.remove(view)} icon="trash" />
        )}
        {controls && dialogs.canCast && (
          <IconButton label={t('views.castView', { name })} onClick={() => dialogs.cast(view)} icon="cast" />
        )}
        {closable && !view.hideCloseButton && (
          <IconButton label={t('views.closeView', { name })} onClick={onClose} icon="close" />
        )}
      </div>
    </header>
  );
}
