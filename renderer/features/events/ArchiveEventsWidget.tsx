/** The Archive Events widget (spec 3 §2.2, §2.6): events of a time range asked for with 'Get
 *  Events' (the last day by default), of a camera dropped on it, and (with associatedWidgets) the
 *  events picked on the view's Timeline or a camera picked in its Device List; no live updates. Its
 *  selected event goes to the associated Image Map and Camera Live Viewer. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FETCH_WINDOW_MS } from '../../../shared/events/eventListConstants';
import { Button, fromDateTimeLocal, toDateTimeLocal } from '../../ui';
import { useHasTimeline, useTimelineBus, useTimelineEventClick } from '../timeline';
import type { WidgetComponentProps } from '../widgets';
import { usePickedCamera } from './eventAssociations';
import { EventListPanel } from './EventListPanel';
import { eventListOptions } from './eventListOptions';
import { useEventList } from './useEventList';
import './events.css';

export function ArchiveEventsWidget({ viewId, props, size }: WidgetComponentProps) {
  const { t } = useTranslation();
  const options = eventListOptions(props);
  const bus = useTimelineBus(viewId);
  const pick = useTimelineEventClick(bus);
  const timelinePresent = useHasTimeline(bus);
  const list = useEventList({ kind: 'none' }, false);
  const followsTimeline = options.associatedWidgets.includes('Timeline');
  const followsDeviceList = options.associatedWidgets.includes('DeviceList');
  const picked = usePickedCamera(viewId);
  const { setSource } = list;
  useEffect(() => {
    if (picked && followsDeviceList) setSource({ kind: 'cameras', cameraIds: [picked.id] });
  }, [picked, followsDeviceList, setSource]);
  const [range, setRange] = useState(() => {
    const now = Date.now();
    return { from: toDateTimeLocal(now - DEFAULT_FETCH_WINDOW_MS, 'second'), to: toDateTimeLocal(now, 'second') };
  });
  const from = fromDateTimeLocal(range.from);
  const to = fromDateTimeLocal(range.to);
  const valid = from !== null && to !== null && from <= to;

  const controls = (
    <form
      className="vt-event-range"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) list.setSource({ kind: 'range', from, to });
      }}
    >
      <label>
        {t('events.from')}
        <input
          type="datetime-local"
          step={1}
          value={range.from}
          onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
        />
      </label>
      <label>
        {t('events.to')}
        <input
          type="datetime-local"
          step={1}
          value={range.to}
          onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
        />
      </label>
      <Button type="submit" disabled={!valid}>
        {t('events.getEvents')}
      </Button>
    </form>
  );

  return (
    <EventListPanel
      list={list}
      viewId={viewId}
      title={t('events.title.ArchiveEvents')}
      widgetName={t('widgets.names.ArchiveEvents')}
      size={size}
      view={options.view}
      showSnapshots={options.showSnapshots}
      preview={options.preview}
      acceptsCameras
      controls={controls}
      pick={followsTimeline ? pick : null}
      emptyText={t(timelinePresent && followsTimeline ? 'events.empty.selectOnTimeline' : 'events.empty.getEventsHint')}
      associatedWidgets={options.associatedWidgets}
    />
  );
}
