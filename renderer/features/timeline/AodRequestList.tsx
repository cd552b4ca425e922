/** The user's requests from the avatar (spec 2 §4 GetAOD; issue 31) with their status and progress,
 *  as the Timeline widget's title and a cell's own strip show them. */
import { useTranslation } from 'react-i18next';
import type { TimelineAodRequest } from './useTimelineAodRequests';

export function AodRequestList({ requests }: { requests: readonly TimelineAodRequest[] }) {
  const { t } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <ul className="vt-timeline__aod" aria-label={t('video.timeline.aod.title')} aria-live="polite">
      {requests.map((request) => {
        const text = t(request.percent === null ? 'video.timeline.aod.request' : 'video.timeline.aod.requestProgress', {
          name: request.name,
          status: t(`video.delivery.manager.statuses.${request.status}`),
          percent: request.percent,
        });
        // A narrow timeline cuts the line short; the whole of it is its title.
        return (
          <li key={request.id} data-status={request.status} title={text}>
            {text}
          </li>
        );
      })}
    </ul>
  );
}
