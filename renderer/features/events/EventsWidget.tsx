/** The Events widget (spec 3 §2.2, §2.6): the live list, associated with a camera dropped on it
 *  (unless live only), back to live by its counter or after the reset-to-live time. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimelineBus, useTimelineEventClick } from '../timeline';
import type { WidgetComponentProps } from '../widgets';
import { EventListPanel } from './EventListPanel';
import { eventListOptions } from './eventListOptions';
import { useEventList } from './useEventList';
import './events.css';

export function EventsWidget({ viewId, props, size }: WidgetComponentProps) {
  const { t } = useTranslation();
  const options = eventListOptions(props);
  const pick = useTimelineEventClick(useTimelineBus(viewId));
  const list = useEventList({ kind: 'live' });
  const { setSource } = list;
  const live = list.state.source.kind === 'live';

  // Spec 3 §2.2: live is restored after the reset-to-live time (unless Never).
  useEffect(() => {
    if (live || options.resetToLiveMs === null) return;
    const timer = setTimeout(() => setSource({ kind: 'live' }), options.resetToLiveMs);
    return () => clearTimeout(timer);
  }, [live, options.resetToLiveMs, setSource, list.state.source]);

  return (
    <EventListPanel
      list={list}
      viewId={viewId}
      title={t('events.title.Events')}
      widgetName={t('widgets.names.Events')}
      size={size}
      view={options.view}
      showSnapshots={options.showSnapshots}
      preview={options.preview}
      acceptsCameras={!options.liveOnly}
      pick={options.liveOnly ? null : pick}
      emptyText={t('events.empty.dropCamera')}
      onBackToLive={() => setSource({ kind: 'live' })}
    />
  );
}
