/** The tracks of the timeline (spec 2 §3 Timeline track): a ruler, one lane per camera with its
 *  full, review, partial, on-the-avatar-only, archive-on-demand and event rows, the cursor at the
 *  current time and the hover thumbnail. Drag pans, the wheel zooms, a click (or a drag on the
 *  ruler) sets the time; a click on what only the avatar holds, or Enter at the cursor there, asks
 *  for it from the avatar (spec 2 §4 GetAOD).
 *  Runs are drawn as absolutely placed boxes in % of the lane, so the lanes need no measuring. */
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JUMP_MS } from '../../../shared/video/playerConstants';
import { useElementSize } from '../../ui';
import { clipRuns } from './coverageRuns';
import { formatMoment, formatTick } from './formatTimelineTime';
import { panRange, spanOf, timeTicks, type TimeRange, xToTime, zoomRange } from './timeScale';
import type { TrackData } from './useTimelineData';
import { useThumbnail } from './useThumbnail';

export interface TimelineTrack {
  key: string;
  deviceId: string;
  name: string;
  data: TrackData;
  outOfSync?: boolean;
}

export interface TimelineTracksProps {
  tracks: readonly TimelineTrack[];
  range: TimeRange;
  onRangeChange(range: TimeRange): void;
  /** The current time (ms), null when unknown. */
  cursor: number | null;
  onSeek(time: number): void;
  /** Camera names and SYNC links beside the lanes (a cell's own strip has none). */
  labels?: boolean;
  onSync?(key: string): void;
  /** An event marker of the events row was clicked (spec 2 §4 EventClick). */
  onEventClick?(time: number, deviceId: string): void;
  /** The user asks for what only the avatar holds at `time` of a camera (spec 2 §4 GetAOD). */
  onRequestArchive?(deviceId: string, time: number): void;
}

/** A press that moves less than this is a click. */
const CLICK_SLOP_PX = 3;
const ROWS = ['full', 'review', 'partial', 'avatar', 'aod'] as const;
const ROW_NAMES = {
  full: 'video.timeline.legend.full',
  review: 'video.timeline.legend.review',
  partial: 'video.timeline.legend.partial',
  avatar: 'video.timeline.legend.avatar',
  aod: 'video.timeline.legend.download',
} as const;

const holds = (runs: readonly TimeRange[] | undefined, time: number) =>
  (runs ?? []).some((run) => time >= run.start && time < run.end);

const pct = (range: TimeRange, time: number) => `${((time - range.start) / spanOf(range)) * 100}%`;

export function TimelineTracks({
  tracks,
  range,
  onRangeChange,
  cursor,
  onSeek,
  labels = true,
  onSync,
  onEventClick,
  onRequestArchive,
}: TimelineTracksProps) {
  const { t, i18n } = useTranslation();
  const area = useRef<HTMLDivElement | null>(null);
  const [measure, { width }] = useElementSize<HTMLDivElement>();
  const setArea = useCallback(
    (element: HTMLDivElement | null) => {
      area.current = element;
      measure(element);
    },
    [measure],
  );
  /** `avatar`: the camera whose avatar-only stretch the press began on (the pointer is captured,
   *  so the release's target is the area). */
  const press = useRef<{ x: number; range: TimeRange; ruler: boolean; moved: boolean; avatar?: string } | null>(null);
  const [scrub, setScrub] = useState<number | null>(null);
  const [hover, setHover] = useState<{ deviceId: string | null; time: number; x: number } | null>(null);
  const thumbnail = useThumbnail(hover?.deviceId ?? null, hover?.deviceId ? hover.time : null);
  const rangeRef = useRef(range);
  rangeRef.current = range;
  const onRangeChangeRef = useRef(onRangeChange);
  onRangeChangeRef.current = onRangeChange;

  // React's wheel listener is passive; zooming must keep the page from scrolling.
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const anchor = xToTime(rangeRef.current, box.width, event.clientX - box.left);
      onRangeChangeRef.current(zoomRange(rangeRef.current, event.deltaY < 0 ? 1 : -1, anchor));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const timeAt = (clientX: number) => {
    const box = area.current?.getBoundingClientRect();
    return box ? xToTime(range, box.width, clientX - box.left) : range.start;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    const ruler = target.closest('.vt-timeline__ruler') !== null;
    const onAvatar = target.closest<HTMLElement>('.vt-timeline__row--avatar .vt-timeline__run');
    const avatar = onAvatar?.closest<HTMLElement>('[data-device]')?.dataset.device;
    press.current = { x: event.clientX, range, ruler, moved: false, ...(avatar && { avatar }) };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (ruler) setScrub(timeAt(event.clientX));
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const held = press.current;
    if (!held) {
      const lane = (event.target as HTMLElement).closest<HTMLElement>('[data-device]');
      const box = area.current?.getBoundingClientRect();
      setHover({
        deviceId: lane?.dataset.device ?? null,
        time: timeAt(event.clientX),
        x: box ? event.clientX - box.left : 0,
      });
      return;
    }
    const dx = event.clientX - held.x;
    if (Math.abs(dx) >= CLICK_SLOP_PX) held.moved = true;
    if (held.ruler) setScrub(timeAt(event.clientX));
    else if (held.moved) {
      const box = area.current?.getBoundingClientRect();
      onRangeChange(panRange(held.range, dx, box?.width ?? width));
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const held = press.current;
    press.current = null;
    setScrub(null);
    if (!held) return;
    const marker = held.moved ? null : (event.target as HTMLElement).closest<HTMLElement>('.vt-timeline__event');
    const deviceId = marker?.closest<HTMLElement>('[data-device]')?.dataset.device;
    if (marker && deviceId && onEventClick) onEventClick(Number(marker.dataset.time), deviceId);
    else if (!held.moved && held.avatar && onRequestArchive) onRequestArchive(held.avatar, timeAt(event.clientX));
    else if (held.ruler || !held.moved) onSeek(timeAt(event.clientX));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (cursor === null) return;
    if (event.key === 'ArrowLeft') onSeek(cursor - JUMP_MS);
    else if (event.key === 'ArrowRight') onSeek(cursor + JUMP_MS);
    else if (event.key === '+' || event.key === '=') onRangeChange(zoomRange(range, 1, cursor));
    else if (event.key === '-') onRangeChange(zoomRange(range, -1, cursor));
    else if (event.key === 'Enter' && onRequestArchive && tracks.some((tr) => holds(tr.data.avatar, cursor))) {
      for (const track of tracks) if (holds(track.data.avatar, cursor)) onRequestArchive(track.deviceId, cursor);
    } else return;
    event.preventDefault();
  };

  const ticks = timeTicks(range, width || 600);
  const withSeconds = ticks.length > 1 && ticks[1]! - ticks[0]! < 60_000;
  const shown = scrub ?? cursor;
  const rowName = (row: (typeof ROWS)[number]) => t(ROW_NAMES[row]);

  return (
    <div className="vt-timeline__tracks">
      {labels && (
        <div className="vt-timeline__labels">
          <div className="vt-timeline__ruler-spacer" />
          {tracks.map((track) => (
            <div key={track.key} className="vt-timeline__label">
              <span
                className="vt-timeline__name"
                title={
                  track.data.retentionHours === null
                    ? track.name
                    : t('video.timeline.retention', { name: track.name, hours: track.data.retentionHours })
                }
              >
                {track.name}
              </span>
              {track.outOfSync && (
                <span className="vt-timeline__out" title={t('video.timeline.outOfSync')}>
                  {t('video.timeline.outOfSync')}
                </span>
              )}
              {track.outOfSync && (
                <button
                  type="button"
                  className="vt-timeline__sync"
                  onClick={() => onSync?.(track.key)}
                  aria-label={t('video.timeline.syncCamera', { name: track.name })}
                >
                  {t('video.timeline.sync')}
                </button>
              )}
            </div>
          ))}
        </div>
      )}
      <div
        ref={setArea}
        className="vt-timeline__area"
        role="slider"
        tabIndex={0}
        aria-label={t('video.timeline.time')}
        aria-valuemin={Math.round(range.start)}
        aria-valuemax={Math.round(range.end)}
        aria-valuenow={shown === null ? undefined : Math.round(shown)}
        aria-valuetext={shown === null ? undefined : formatMoment(shown, i18n.language)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          press.current = null;
          setScrub(null);
        }}
        onPointerLeave={() => setHover(null)}
        onKeyDown={onKeyDown}
      >
        <div className="vt-timeline__ruler">
          {ticks.map((tick) => (
            <span key={tick} className="vt-timeline__tick" style={{ left: pct(range, tick) }}>
              {formatTick(tick, i18n.language, withSeconds)}
            </span>
          ))}
        </div>
        {tracks.map((track) => (
          <div
            key={track.key}
            className="vt-timeline__lane"
            role="group"
            aria-label={t('video.timeline.trackOf', { name: track.name })}
            data-device={track.deviceId}
          >
            {ROWS.map((row) => (
              <div key={row} className={`vt-timeline__row vt-timeline__row--${row}`} data-row={row}>
                {clipRuns(track.data[row] ?? [], range).map((run) => (
                  <span
                    key={run.start}
                    className="vt-timeline__run"
                    data-start={run.start}
                    data-end={run.end}
                    style={{ left: pct(range, run.start), width: `${((run.end - run.start) / spanOf(range)) * 100}%` }}
                    title={`${rowName(row)} ${formatMoment(run.start, i18n.language)} – ${formatMoment(run.end, i18n.language)}${
                      row === 'avatar' && onRequestArchive ? `. ${t('video.timeline.requestFromAvatar')}` : ''
                    }`}
                  />
                ))}
              </div>
            ))}
            <div className="vt-timeline__row vt-timeline__row--events">
              {track.data.events
                .filter((time) => time >= range.start && time < range.end)
                .map((time) => (
                  <span
                    key={time}
                    data-time={time}
                    className="vt-timeline__event"
                    style={{ left: pct(range, time) }}
                    title={`${t('video.timeline.legend.event')} ${formatMoment(time, i18n.language)}`}
                  />
                ))}
            </div>
          </div>
        ))}
        {shown !== null && shown >= range.start && shown < range.end && (
          <div className="vt-timeline__cursor" style={{ left: pct(range, shown) }} aria-hidden="true" />
        )}
        {hover && !press.current && (
          <div className="vt-timeline__hover" style={{ left: hover.x }} aria-hidden="true">
            <span className="vt-timeline__hover-time">{formatMoment(hover.time, i18n.language)}</span>
            {thumbnail && <img className="vt-timeline__thumbnail" src={thumbnail} alt="" />}
          </div>
        )}
      </div>
    </div>
  );
}
