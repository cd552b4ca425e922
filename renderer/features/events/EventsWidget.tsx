/** The Events widget (spec 3 §2.2, §2.6): the live list, associated with a camera dropped on it,
 *  and (with associatedWidgets) with the events picked on the view's Timeline or a camera picked in
 *  its Device List, unless live only; back to live by its counter or after the reset-to-live time.
 *  Its event goes to the associated Image Map and Camera Live Viewer (eventAssociations). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimelineBus, useTimelineEventClick } from '../timeline';
import type { WidgetComponentProps } from '../widgets';
import { usePickedCamera } from './eventAssociations';
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
  const follows = (widget: 'Timeline' | 'DeviceList') =>
    !options.liveOnly && options.associatedWidgets.includes(widget);
  const followsDeviceList = follows('DeviceList');

  // A camera picked in the view's Device List: its events, as if it were dropped here.
  const picked = usePickedCamera(viewId);
  useEffect(() => {
    if (picked && followsDeviceList) setSource({ kind: 'cameras', cameraIds: [picked.id] });
  }, [picked, followsDeviceList, setSource]);

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
      pick={follows('Timeline') ? pick : null}
      emptyText={t('events.empty.dropCamera')}
      onBackToLive={() => setSource({ kind: 'live' })}
      associatedWidgets={options.associatedWidgets}
      followNewest={!options.userInteraction}
    />
  );
}
