/** One row of the view list (spec 1 §2.8): icon, name, owner in brackets for shared non-system
 *  views, a Beta label, the controls the user's permissions allow, and after 300 ms of hovering or
 *  focus a 600x338 preview beside the sidebar. */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { VIEW_PREVIEW_HOVER_MS, VIEW_PREVIEW_SIZE_PX } from '../../../shared/shell/constants';
import { ReturnToMainWindowButton } from '../desktop';
import { canDeleteView, canEditView, canShareView, type View, type ViewUser } from '../../../shared/views';
import { HoverCard, IconButton } from '../../ui';
import { LayoutPreview } from './LayoutPreview';
import { OwnerName } from './OwnerName';
import type { ViewDialogs } from './useViewDialogs';
import type { ViewListRowProps } from './ViewListSection';
import { ViewIcon } from './ViewIcon';
import { viewName } from './viewName';
import { viewPath } from './viewPath';

export interface ViewRowProps {
  view: View;
  user: ViewUser;
  dialogs: ViewDialogs;
  onEdit: (view: View) => void;
  /** Edit mode elsewhere: no other view can be edited, shared or deleted meanwhile. */
  editing: boolean;
  /** The row's place in a long list, which measures it. */
  place?: ViewListRowProps;
}

export function ViewRow({ view, user, dialogs, onEdit, editing, place }: ViewRowProps) {
  const { t } = useTranslation();
  const name = viewName(view, t);
  const row = (
    <li ref={place?.measure} data-index={place?.index} className="vt-view-row">
      <NavLink className="vt-view-row__link" to={viewPath(view.id)}>
        <ViewIcon icon={view.icon} />
        <span className="vt-view-row__name">
          <bdi>{name}</bdi>
          {view.isShared && !view.isSystem && view.userId && <OwnerName userId={view.userId} />}
        </span>
        {view.isBeta && <span className="vt-badge vt-badge--outline">{t('views.beta')}</span>}
      </NavLink>
      <span className="vt-view-row__controls">
        <ReturnToMainWindowButton viewId={view.id} name={name} />
        {canEditView(view, user) && (
          <IconButton
            titled
            label={t('views.editView', { name })}
            icon="edit"
            disabled={editing}
            onClick={() => onEdit(view)}
          />
        )}
        {canShareView(view, user) && (
          <IconButton
            titled
            label={t('views.shareView', { name })}
            icon="share"
            disabled={editing}
            onClick={() => dialogs.share(view)}
          />
        )}
        {canDeleteView(view, user) && (
          <IconButton
            titled
            label={t('views.deleteView', { name })}
            icon="trash"
            disabled={editing}
            onClick={() => dialogs.remove(view)}
          />
        )}
        {dialogs.canCast && (
          <IconButton titled label={t('views.castView', { name })} icon="cast" onClick={() => dialogs.cast(view)} />
        )}
      </span>
    </li>
  );
  if (!view.hasLayout) return row;
  // Over the workspace, not inside the scrolling sidebar, which would clip it to a strip.
  return (
    <HoverCard
      delayMs={VIEW_PREVIEW_HOVER_MS}
      className="vt-view-preview"
      label={name}
      content={
        <LayoutPreview
          view={view}
          style={{
            width: VIEW_PREVIEW_SIZE_PX.width,
            aspectRatio: `${VIEW_PREVIEW_SIZE_PX.width} / ${VIEW_PREVIEW_SIZE_PX.height}`,
          }}
        />
      }
    >
      {row}
    </HoverCard>
  );
}
