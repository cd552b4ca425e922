/** The legend of timeline colours (spec 2 §2 Player controls): full-resolution video, event
 *  marker, partial video and active download, in the colours of the tracks, plus the review
 *  stream's row that the coverage of spec 2 §3 adds and what only the avatar holds (offline
 *  coverage). */
import { useTranslation } from 'react-i18next';
import './timeline.css';

const ENTRIES = [
  ['full', 'video.timeline.legend.full'],
  ['review', 'video.timeline.legend.review'],
  ['event', 'video.timeline.legend.event'],
  ['partial', 'video.timeline.legend.partial'],
  ['avatar', 'video.timeline.legend.avatar'],
  ['download', 'video.timeline.legend.download'],
] as const;

export function TimelineLegend() {
  const { t } = useTranslation();
  return (
    <ul className="vt-timeline-legend" aria-label={t('video.timeline.legend.title')}>
      {ENTRIES.map(([kind, key]) => (
        <li key={kind} className="vt-timeline-legend__entry">
          <span className={`vt-timeline-legend__swatch vt-timeline-legend__swatch--${kind}`} aria-hidden="true" />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}
