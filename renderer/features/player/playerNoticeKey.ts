/** The locale key of a player notice (video.player.notice.*) and its options, for t(). */
import type { PlayerNotice } from './playerTypes';

export function playerNoticeKey(notice: PlayerNotice): {
  key: string;
  access?: string;
  values?: Record<string, number>;
} {
  if (notice.kind === 'opening') {
    return { key: 'video.player.notice.opening', access: `video.player.notice.access.${notice.access}` };
  }
  if (notice.kind === 'idleStopped') {
    return { key: 'video.player.notice.idleStopped', values: { count: notice.minutes } };
  }
  return { key: `video.player.notice.${notice.kind}` };
}
