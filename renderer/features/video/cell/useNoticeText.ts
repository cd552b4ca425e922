/** The words of the player's status line (spec 2 §8 Status texts). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerNotice } from '../player';

export function useNoticeText(): (notice: PlayerNotice) => string {
  const { t } = useTranslation();
  return useCallback(
    (notice: PlayerNotice) =>
      notice.kind === 'opening'
        ? t('video.cell.notice.opening', { access: t(`video.cell.notice.access.${notice.access}`) })
        : t(`video.cell.notice.${notice.kind}`),
    [t],
  );
}
