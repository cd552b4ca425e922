/** 'Return view to main window' (spec 1 §2.8): shown for a view that is in a separate desktop window,
 *  in its view list row and its view header; closes that window and shows the view in the main one. */
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../platform';
import { Icon } from '../../ui';
import { useCastViews } from './useCastViews';

export interface ReturnToMainWindowButtonProps {
  viewId: string;
  /** The view's name as the row or header shows it. */
  name: string;
  className?: string;
}

export function ReturnToMainWindowButton({
  viewId,
  name,
  className = 'vt-icon-button',
}: ReturnToMainWindowButtonProps) {
  const { t } = useTranslation();
  const { separateWindows, currentWindow } = usePlatform();
  const casts = useCastViews();
  const inWindow =
    (currentWindow?.kind === 'view' && currentWindow.viewId === viewId) || casts.some((cast) => cast.viewId === viewId);
  if (!separateWindows || !inWindow) return null;

  const label = t('desktop.returnToMainWindow', { name });
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      onClick={() => {
        separateWindows
          .returnViewToMainWindow(viewId)
          .catch((error: unknown) => console.warn('Could not return the view to the main window', error));
      }}
    >
      <Icon name="returnToMain" size={16} />
    </button>
  );
}
