/** The Timeline widget (spec 2 §2 Timeline widget, §3 Timeline device and track, §4 Timeline
 *  device sync and widget events): one track per Archive Viewer camera of the view, driven
 *  through the view's timeline bus. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { DEFAULT_SPEED, STREAM_NUMBER } from '../../../shared/video/constants';
import {
  TIMELINE_DEFAULT_ARCHIVE_START_MS,
  TIMELINE_DEFAULT_SPAN_MS,
  TIMELINE_EVENT_BUCKET_MS,
  TIMELINE_INITIAL_OFFSET_MS,
  TIMELINE_MAX_TRACKS,
  TIMELINE_MIN_TIME_CHANGE_MS,
  TIMELINE_SEEK_SETTLE_MS,
} from '../../../shared/video/timelineConstants';
import { JUMP_MS } from '../../../shared/video/playerConstants';
import { EXPORT_JOB_DEFAULT_MS } from '../../../shared/video/deliveryConstants';
import type { WidgetComponentProps } from '../widgets';
import { AddDownloadJobDialog, CreateEventDialog } from '../delivery';
import type { ConnectionChoice, ScrubTarget } from '../player';
import type { TimelineCommand } from './timelineBus';
import { useTimelineBus, useTimelineDevices } from './useTimelineBus';
import { cachedBuckets, stepToEvent, type StepDirection } from './eventStepping';
import { loadTimelineEvents } from './loadTimelineEvents';
import { TimelineControls } from './TimelineControls';
import { TimelineBoundaryQuery } from './timelineDocuments';
import { TimelineTracks } from './TimelineTracks';
import {
  autoSyncTarget,
  backToSyncCommand,
  cameraDevices,
  framesBeyondTolerance,
  referenceTime,
  syncStateOf,
} from './timelineSync';
import { followTime, rangeAround, type TimeRange, zoomRange } from './timeScale';
import { EMPTY_TRACK, useTimelineData } from './useTimelineData';
import { useTimelineAodRequests } from './useTimelineAodRequests';
import { userAodRequest } from './userAodRequest';
import { AodRequestList } from './AodRequestList';
import './timeline.css';

type Dialog = 'download' | 'event' | null;

export function TimelineWidget({ viewId, props }: WidgetComponentProps) {
  const { t } = useTranslation();
  const client = useClient();
  const bus = useTimelineBus(viewId);
  useEffect(() => bus.attachTimeline(), [bus]);
  const devices = useTimelineDevices(bus);
  const cameras = useMemo(() => cameraDevices(devices).slice(0, TIMELINE_MAX_TRACKS), [devices]);
  const controlsPosition = props.controlsPosition === 'Top' ? 'Top' : 'Bottom';

  const [own, setOwn] = useState(() => ({
    time: Date.now() - TIMELINE_INITIAL_OFFSET_MS,
    speed: DEFAULT_SPEED,
    paused: false,
  }));
  const commandedAt = useRef(0);
  const settling = () => Date.now() - commandedAt.current < TIMELINE_SEEK_SETTLE_MS;
  const sync = syncStateOf(cameras, own);
  const cursor = settling() ? own.time : (sync.time ?? own.time);
  const paused = settling() ? own.paused : sync.paused;
  const speed = settling() ? own.speed : sync.speed;

  const [range, setRange] = useState<TimeRange>(() => rangeAround(own.time, TIMELINE_DEFAULT_SPAN_MS));
  const [connection, setConnection] = useState<ConnectionChoice>('auto');
  const [autoAod, setAutoAod] = useState<boolean | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const ids = useMemo(() => [...new Set(cameras.map((d) => d.id as string))], [cameras]);
  const idsKey = ids.join(',');
  const data = useTimelineData(ids, range, connection === 'local' ? 'local' : 'cloud');
  const aod = useTimelineAodRequests(data.refresh);

  /** Spec 2 §4 GetAOD: the user asks the viewer of a camera for a minute of what only its avatar
   *  holds, from the 30 s chunk of `time`; the request's progress shows above the tracks. */
  const requestArchive = (deviceId: string, time: number) => {
    const viewer = cameras.find((d) => d.id === deviceId);
    if (!viewer) return;
    const reply = (id: string | null) => {
      if (!id) return;
      aod.add({ id, deviceId, name: viewer.name });
      data.refresh();
    };
    bus.send({ type: 'GetAOD', ...userAodRequest(deviceId, time), reply }, viewer.key);
  };

  // The view follows the cursor when playback carries it out of sight (not when the user panned away).
  const lastCursor = useRef(cursor);
  useEffect(() => {
    const previous = lastCursor.current;
    lastCursor.current = cursor;
    const inside = (time: number) => time >= range.start && time < range.end;
    if (inside(previous) && !inside(cursor)) setRange((r) => followTime(r, cursor));
  }, [cursor, range]);

  const send = useCallback(
    (command: TimelineCommand, target?: string) => {
      commandedAt.current = Date.now();
      bus.send(command, target);
    },
    [bus],
  );

  const seek = useCallback(
    (time: number) => {
      const target = Math.min(Date.now(), time);
      if (Math.abs(target - cursor) < TIMELINE_MIN_TIME_CHANGE_MS) return;
      setOwn((o) => ({ ...o, time: target, speed, paused }));
      setRange((r) => (target >= r.start && target < r.end ? r : followTime(r, target)));
      send({ type: 'SetTime', time: target, byUser: true });
    },
    [cursor, speed, paused, send],
  );

  // Spec 2 §4: with one camera it syncs automatically.
  const autoSynced = useRef<string | null>(null);
  useEffect(() => {
    const target = autoSyncTarget(devices);
    if (target === null || autoSynced.current === target) {
      autoSynced.current = target;
      return;
    }
    autoSynced.current = target;
    bus.send(backToSyncCommand(devices, target, { time: cursor, speed, paused }), target);
  }, [bus, devices, cursor, speed, paused]);

  // Frame sync: a playing in-sync camera more than the tolerance away is brought back.
  const resynced = useRef(new Map<string, number>());
  useEffect(() => {
    if (settling()) return;
    const reference = referenceTime(cameras);
    const now = Date.now();
    for (const key of framesBeyondTolerance(cameras, reference)) {
      if (now - (resynced.current.get(key) ?? 0) < TIMELINE_SEEK_SETTLE_MS) continue;
      resynced.current.set(key, now);
      bus.send({ type: 'SetTime', time: reference as number, byUser: false }, key);
    }
  }, [bus, cameras]);

  const loadBucket = useMemo(
    () =>
      cachedBuckets(async (start) => {
        const events = await loadTimelineEvents(client, idsKey.split(','), start, start + TIMELINE_EVENT_BUCKET_MS - 1);
        return events.map((e) => e.time);
      }),
    [client, idsKey],
  );

  const stepEvent = (direction: StepDirection) => {
    if (ids.length === 0) return;
    void stepToEvent(cursor, direction, {
      now: Date.now(),
      loadBucket,
      boundary: async (time, find) => {
        const result = await client
          .query(
            TimelineBoundaryQuery,
            { ids, streamNumbers: [STREAM_NUMBER.FULL], startTime: Math.round(time), find },
            { requestPolicy: 'network-only' },
          )
          .toPromise();
        if (result.error) throw result.error;
        return result.data?.archiveBoundary.boundary ?? null;
      },
      log: (message, error) => console.error(message, error),
    }).then((step) => {
      if (step) seek(step.time);
    });
  };

  /** Changes speed or play state for the in-sync cameras. What is not changed stays as shown, or
   *  as the change just before in the same task left it (hold-to-scrub sends speed, then play). */
  const change = (next: { speed?: number; paused?: boolean }) => {
    const shown = settling() ? null : { speed, paused };
    setOwn((o) => ({
      ...o,
      time: cursor,
      speed: next.speed ?? shown?.speed ?? o.speed,
      paused: next.paused ?? shown?.paused ?? o.paused,
    }));
    if (next.speed !== undefined) send({ type: 'SetSpeed', speed: next.speed });
    if (next.paused !== undefined) send({ type: next.paused ? 'Pause' : 'Play' });
  };

  // Backward and forward scrub the in-sync cameras (spec 2 §4 Hold-to-scrub); the buttons keep one
  // target across renders and read the latest playback through it.
  const latest = useRef({ speed, paused, change });
  latest.current = { speed, paused, change };
  const scrubTarget = useMemo<ScrubTarget>(
    () => ({
      playback: () => ({ speed: latest.current.speed, paused: latest.current.paused }),
      run: (command) =>
        latest.current.change(
          command.type === 'setSpeed' ? { speed: command.speed } : { paused: command.type === 'pause' },
        ),
    }),
    [],
  );

  const selected = cameras.find((d) => d.selected) ?? cameras.find((d) => !d.outOfSync) ?? cameras[0];
  // Spec 2 §6: export and event creation stay off where the viewer's widget properties turn them off.
  const eventCameras = cameras.filter((d) => !d.outOfSync && d.userDefinedEvent);
  const now = Date.now();
  const archiveStart = now - TIMELINE_DEFAULT_ARCHIVE_START_MS;

  const controls = (
    <TimelineControls
      paused={paused}
      speed={speed}
      connection={connection}
      autoAod={autoAod}
      calendar={{ min: archiveStart, max: now, value: cursor }}
      hasCameras={cameras.length > 0}
      scrub={scrubTarget}
      onJump={(sign) => seek(cursor + sign * JUMP_MS)}
      onPlayPause={() => change({ paused: !paused })}
      onSpeed={(next) => change({ speed: next })}
      onStepEvent={stepEvent}
      onZoom={(steps) => setRange((r) => zoomRange(r, steps, cursor))}
      onAutoAod={(on) => {
        setAutoAod(on);
        bus.send({ type: 'AutoAodRequest', on });
      }}
      onConnection={(choice) => {
        setConnection(choice);
        bus.send({ type: 'PreferredConnectionType', connection: choice });
      }}
      onCalendar={seek}
      popupSide={controlsPosition === 'Top' ? 'bottom' : 'top'}
      onAddDownloadJob={selected?.allowExport ? () => setDialog('download') : undefined}
      onCreateEvent={eventCameras.length > 0 ? () => setDialog('event') : undefined}
    />
  );

  const tracks = cameras.map((d) => ({
    key: d.key,
    deviceId: d.id as string,
    name: d.name,
    data: data.tracks.get(d.id as string) ?? EMPTY_TRACK,
    outOfSync: d.outOfSync,
  }));

  return (
    <section
      className={`vt-timeline vt-timeline--controls-${controlsPosition.toLowerCase()}`}
      aria-label={t('video.timeline.title')}
      data-error={data.error ? 'true' : undefined}
    >
      <header className="vt-timeline__title">
        <span>{t('video.timeline.title')}</span>
        {data.error && (
          <span className="vt-timeline__error" role="alert">
            {t('video.timeline.error', { message: data.error })}
          </span>
        )}
        <AodRequestList requests={aod.requests} />
      </header>
      {controlsPosition === 'Top' && controls}
      {cameras.length === 0 ? (
        <p className="vt-timeline__empty">{t('video.timeline.noCameras')}</p>
      ) : (
        <TimelineTracks
          tracks={tracks}
          range={range}
          onRangeChange={setRange}
          cursor={cursor}
          onSeek={seek}
          onSync={(key) => bus.send(backToSyncCommand(devices, key, { time: cursor, speed, paused }), key)}
          onEventClick={(time, deviceId) => bus.clickEvent(time, deviceId)}
          onRequestArchive={requestArchive}
        />
      )}
      {controlsPosition === 'Bottom' && controls}
      {dialog === 'download' && selected && (
        <AddDownloadJobDialog
          deviceId={selected.id as string}
          deviceName={selected.name}
          start={cursor}
          durationMs={EXPORT_JOB_DEFAULT_MS}
          archiveStart={archiveStart}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'event' && (
        <CreateEventDialog
          // Each in-sync viewer gives the picture it shows (GetSnapshot); without one the server takes it.
          cameras={eventCameras.map((d) => ({
            deviceId: d.id as string,
            name: d.name,
            snapshot: () => bus.askSnapshot(d.key),
          }))}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
