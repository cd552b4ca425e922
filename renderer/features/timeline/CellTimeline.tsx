/** A camera cell's own single-track timeline strip, shown under an Archive Viewer cell when no
 *  Timeline widget is in the view: the camera's coverage and events, the cursor at the time on
 *  screen, drag to pan, wheel to zoom, click to seek; a click on what only the avatar holds asks
 *  the avatar for it (spec 2 §4 GetAOD), the request's progress shown above the strip, as the
 *  Timeline widget does. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TIMELINE_DEFAULT_SPAN_MS,
  TIMELINE_INITIAL_OFFSET_MS,
  TIMELINE_MIN_TIME_CHANGE_MS,
} from '../../../shared/video/timelineConstants';
import { followTime, rangeAround, type TimeRange } from './timeScale';
import { TimelineTracks } from './TimelineTracks';
import { AodRequestList } from './AodRequestList';
import { EMPTY_TRACK, useTimelineData } from './useTimelineData';
import { useTimelineAodRequests } from './useTimelineAodRequests';
import { type UserAodRequest, userAodRequest } from './userAodRequest';
import './timeline.css';

export interface CellTimelineProps {
  deviceId: string;
  /** Media time on screen (ms), null before the first frame. */
  time: number | null;
  /** The user picked a time on the strip. */
  onSeek(time: number): void;
  /** The camera's name, for its requests' progress. */
  name?: string;
  /** Submits the user's request for what only the avatar holds; its id, or null when refused. No
   *  requests are offered without it. */
  requestArchive?(request: UserAodRequest): Promise<string | null>;
}

export function CellTimeline({ deviceId, time, onSeek, name = '', requestArchive }: CellTimelineProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState<TimeRange>(() =>
    rangeAround(time ?? Date.now() - TIMELINE_INITIAL_OFFSET_MS, TIMELINE_DEFAULT_SPAN_MS),
  );
  const data = useTimelineData([deviceId], range, 'cloud');
  const aod = useTimelineAodRequests(data.refresh);
  const onRequestArchive = requestArchive
    ? async (device: string, at: number) => {
        const id = await requestArchive(userAodRequest(device, at));
        if (!id) return;
        aod.add({ id, deviceId: device, name });
        data.refresh();
      }
    : undefined;

  const lastTime = useRef(time);
  useEffect(() => {
    const previous = lastTime.current;
    lastTime.current = time;
    if (time === null) return;
    const inside = (at: number | null) => at !== null && at >= range.start && at < range.end;
    // Follow playback out of sight, and a first frame that lands elsewhere.
    if ((inside(previous) || previous === null) && !inside(time)) setRange((r) => followTime(r, time));
  }, [time, range]);

  return (
    <div className="vt-timeline vt-timeline--cell" role="region" aria-label={t('video.timeline.cellStrip')}>
      <AodRequestList requests={aod.requests} />
      <TimelineTracks
        labels={false}
        tracks={[{ key: deviceId, deviceId, name: '', data: data.tracks.get(deviceId) ?? EMPTY_TRACK }]}
        range={range}
        onRangeChange={setRange}
        cursor={time}
        onSeek={(at) => {
          const target = Math.min(Date.now(), at);
          if (time !== null && Math.abs(target - time) < TIMELINE_MIN_TIME_CHANGE_MS) return;
          onSeek(target);
        }}
        {...(onRequestArchive && { onRequestArchive: (device, at) => void onRequestArchive(device, at) })}
      />
    </div>
  );
}
