/** The Timeline widget's controls (spec 2 §2 Timeline widget): backward, jump back 30 s,
 *  play/pause, speed, jump forward 30 s, forward, previous/next event, zoom, the auto AOD and
 *  connection type popups, the calendar picker, and the download-job and create-event dialogs. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ConnectionChoice,
  ScrubButton,
  type ScrubDirection,
  type ScrubTarget,
  speedOptions,
  useHoldToScrub,
  VideoIcon,
} from '../player';
import { fromDateTimeLocal, Menu, MenuRadioGroup, Popover, toDateTimeLocal } from '../../ui';
import { useVisualConfigFlag } from '../session';

const ICON = 14;

export interface TimelineControlsProps {
  paused: boolean;
  speed: number;
  connection: ConnectionChoice;
  autoAod: boolean | null;
  /** The calendar's limits and value (ms). */
  calendar: { min: number; max: number; value: number | null };
  /** Whether there is a camera to act on. */
  hasCameras: boolean;
  /** What backward and forward drive: a click plays that way, a hold scrubs at ±10 (spec 2 §4). */
  scrub: ScrubTarget;
  onJump(deltaSign: -1 | 1): void;
  onPlayPause(): void;
  onSpeed(speed: number): void;
  onStepEvent(direction: 'PREV' | 'NEXT'): void;
  onZoom(steps: 1 | -1): void;
  onAutoAod(on: boolean): void;
  onConnection(connection: ConnectionChoice): void;
  onCalendar(time: number): void;
  /** Absent when no camera may be exported or given an event: the button is not shown. */
  onAddDownloadJob: (() => void) | undefined;
  onCreateEvent: (() => void) | undefined;
  /** Where the popups open: away from the edge the controls sit on. */
  popupSide?: 'top' | 'bottom';
}

export function TimelineControls(props: TimelineControlsProps) {
  const { t } = useTranslation();
  const speeds = speedOptions(useVisualConfigFlag('limitedSpeedList'));
  const scrub = useHoldToScrub(props.scrub);
  const popupSide = props.popupSide ?? 'top';
  const speedChoices = speeds.includes(props.speed) ? speeds : [...speeds, props.speed].sort((a, b) => a - b);
  const button = (label: string, face: ReactNode, onClick: () => void, disabled = !props.hasCameras) => (
    <button
      type="button"
      className="vt-timeline__button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {face}
    </button>
  );
  const scrubButton = (direction: ScrubDirection) => (
    <ScrubButton
      direction={direction}
      label={t(`video.timeline.${direction}`)}
      className="vt-timeline__button"
      scrub={scrub}
      disabled={!props.hasCameras}
    >
      <VideoIcon name={direction} size={ICON} />
    </ScrubButton>
  );
  const on = t('video.timeline.on');
  const off = t('video.timeline.off');

  return (
    <div className="vt-timeline__controls" role="toolbar" aria-label={t('video.timeline.controls')}>
      {button(t('video.timeline.previousEvent'), <VideoIcon name="previousEvent" size={ICON} />, () =>
        props.onStepEvent('PREV'),
      )}
      {scrubButton('backward')}
      {button(t('video.timeline.jumpBack'), '-30s', () => props.onJump(-1))}
      {button(
        props.paused ? t('video.timeline.play') : t('video.timeline.pause'),
        <VideoIcon name={props.paused ? 'play' : 'pause'} size={ICON} />,
        props.onPlayPause,
      )}
      <select
        className="vt-timeline__speed"
        aria-label={t('video.timeline.speed')}
        title={t('video.timeline.speed')}
        value={String(props.speed)}
        onChange={(event) => props.onSpeed(Number(event.target.value))}
        disabled={!props.hasCameras}
      >
        {speedChoices.map((speed) => (
          <option key={speed} value={String(speed)}>
            {t('video.timeline.speedValue', { speed })}
          </option>
        ))}
      </select>
      {button(t('video.timeline.jumpForward'), '+30s', () => props.onJump(1))}
      {scrubButton('forward')}
      {button(t('video.timeline.nextEvent'), <VideoIcon name="nextEvent" size={ICON} />, () =>
        props.onStepEvent('NEXT'),
      )}
      <span className="vt-timeline__spacer" />
      {button(t('video.timeline.zoomOut'), '−', () => props.onZoom(-1), false)}
      {button(t('video.timeline.zoomIn'), '+', () => props.onZoom(1), false)}
      <Menu
        label={t('video.timeline.autoAod')}
        face="AOD"
        triggerClassName="vt-timeline__button"
        className="vt-timeline__popup-panel"
        itemClassName="vt-timeline__choice"
        side={popupSide}
      >
        <MenuRadioGroup
          label={t('video.timeline.autoAod')}
          choices={[
            { value: 'on', label: on },
            { value: 'off', label: off },
          ]}
          value={props.autoAod === null ? null : props.autoAod ? 'on' : 'off'}
          onChange={(value) => props.onAutoAod(value === 'on')}
        />
      </Menu>
      <Menu
        label={t('video.timeline.connection')}
        face={t(`video.timeline.connections.${props.connection}`)}
        triggerClassName="vt-timeline__button"
        className="vt-timeline__popup-panel"
        itemClassName="vt-timeline__choice"
        side={popupSide}
      >
        <MenuRadioGroup<ConnectionChoice>
          label={t('video.timeline.connection')}
          choices={(['cloud', 'local', 'auto'] as const).map((value) => ({
            value,
            label: t(`video.timeline.connections.${value}`),
          }))}
          value={props.connection}
          onChange={props.onConnection}
        />
      </Menu>
      <Popover
        label={t('video.timeline.calendar')}
        face={<VideoIcon name="calendar" size={ICON} />}
        triggerClassName="vt-timeline__button"
        className="vt-timeline__popup-panel"
        role="group"
        side={popupSide}
      >
        {(close) => (
          <input
            type="datetime-local"
            step={1}
            aria-label={t('video.timeline.calendar')}
            min={toDateTimeLocal(props.calendar.min, 'second')}
            max={toDateTimeLocal(props.calendar.max, 'second')}
            defaultValue={props.calendar.value === null ? undefined : toDateTimeLocal(props.calendar.value, 'second')}
            onChange={(event) => {
              const time = fromDateTimeLocal(event.target.value);
              if (time === null) return;
              props.onCalendar(Math.min(props.calendar.max, Math.max(props.calendar.min, time)));
              close();
            }}
          />
        )}
      </Popover>
      {props.onAddDownloadJob &&
        button(t('video.timeline.addDownloadJob'), <VideoIcon name="download" size={ICON} />, props.onAddDownloadJob)}
      {props.onCreateEvent &&
        button(t('video.timeline.createEvent'), <VideoIcon name="event" size={ICON} />, props.onCreateEvent)}
    </div>
  );
}
