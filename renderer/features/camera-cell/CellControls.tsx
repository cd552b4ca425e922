/** The player controls (spec 2 §2 Player controls) in one bar. Below CONTROLS_NARROW_WIDTH_PX only
 *  play/pause, Live, snapshot and settings stay in the bar and the rest moves into a 'More
 *  controls' panel. With a Timeline widget present the controls it owns (backward, forward, jumps,
 *  speed, calendar, export, create event) are left out. */
import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { JUMP_MS } from '../../../shared/video/playerConstants';
import { Popover } from '../../ui';
import {
  type ConnectionChoice,
  type PlayerController,
  type PlayerControlsState,
  ScrubButton,
  type ScrubTarget,
  type StreamChoice,
  useHoldToScrub,
  VideoIcon,
} from '../player';
import { TimelineLegend } from '../timeline';
import { CalendarPicker } from './CalendarPicker';
import type { CameraCellOptions } from './CameraCell';
import { ChoiceMenu } from './ChoiceMenu';
import { isPaused, resumePlayer, setPlayerSpeed, togglePlay } from './playerCommands';
import { SettingsMenu, type SettingsMenuProps } from './SettingsMenu';
import { SpeedSelect } from './SpeedSelect';

export interface CellControlsProps {
  id: string;
  controller: PlayerController;
  state: PlayerControlsState;
  deviceId: string;
  options: CameraCellOptions;
  narrow: boolean;
  speeds: readonly number[];
  archiveStart: number;
  /** The cell's own timeline strip shows: its legend is offered. */
  legend: boolean;
  onSnapshot(): void;
  /** The sound control of a camera with sound (issue 31). */
  audio?: ReactNode;
  ptzOpen: boolean;
  onTogglePtz(): void;
  /** The statistics and log panel (spec 2 §2, also Ctrl+L or a middle click) is open. */
  statsOpen: boolean;
  onToggleStats(): void;
  settings: SettingsMenuProps;
}

/** The controls that open a panel over the picture. */
const OPENS_PANEL = new Set(['ptz', 'stats']);

interface Control {
  key: string;
  node: ReactNode;
  /** Stays in the bar in the narrow layout. */
  essential?: boolean;
}

export function CellControls(props: CellControlsProps) {
  const { t } = useTranslation();
  const { controller, state, deviceId, options, narrow, speeds, archiveStart } = props;
  const scrubTarget = useMemo<ScrubTarget>(
    () => ({
      playback: () => {
        const now = controller.getState();
        return { speed: now.speed, paused: isPaused(now) };
      },
      run: (command) => {
        if (command.type === 'setSpeed') setPlayerSpeed(controller, command.speed);
        else if (command.type === 'pause') controller.pause();
        else if (isPaused(controller.getState())) resumePlayer(controller, deviceId);
      },
    }),
    [controller, deviceId],
  );
  const scrub = useHoldToScrub(scrubTarget);
  /** The bar: the More controls panel spans it. */
  const bar = useRef<HTMLDivElement>(null);
  const transport = !options.timelinePresent;
  const paused = isPaused(state);

  const button = (key: string, label: string, icon: ReactNode, onClick: () => void, extra: object = {}) => (
    <button
      key={key}
      type="button"
      className="vt-cell__button"
      aria-label={label}
      title={label}
      onClick={onClick}
      {...extra}
    >
      {icon}
    </button>
  );
  const scrubButton = (direction: 'backward' | 'forward') => (
    <ScrubButton direction={direction} label={t(`video.cell.${direction}`)} className="vt-cell__button" scrub={scrub}>
      <VideoIcon name={direction} />
    </ScrubButton>
  );

  const controls: Control[] = [];
  // stepBackControl off keeps a live viewer from stepping back in time: no backward, no jump back.
  if (transport && options.stepBackControl) {
    controls.push({ key: 'backward', node: scrubButton('backward') });
    controls.push({
      key: 'jumpBack',
      node: button('jumpBack', t('video.cell.jumpBack'), <VideoIcon name="jumpBack" />, () =>
        controller.jump(-JUMP_MS),
      ),
    });
  }
  controls.push({
    key: 'play',
    essential: true,
    node: button(
      'play',
      paused ? t('video.cell.play') : t('video.cell.pause'),
      <VideoIcon name={paused ? 'play' : 'pause'} />,
      () => togglePlay(controller, deviceId),
    ),
  });
  if (transport) {
    controls.push({
      key: 'jumpForward',
      node: button('jumpForward', t('video.cell.jumpForward'), <VideoIcon name="jumpForward" />, () =>
        controller.jump(JUMP_MS),
      ),
    });
    controls.push({ key: 'forward', node: scrubButton('forward') });
    controls.push({
      key: 'speed',
      node: <SpeedSelect speeds={speeds} value={state.speed} onChange={(speed) => setPlayerSpeed(controller, speed)} />,
    });
  }
  controls.push({
    key: 'live',
    essential: true,
    node: button('live', t('video.cell.live'), <VideoIcon name="live" />, () => controller.playLive(deviceId), {
      'aria-pressed': state.mode === 'live',
    }),
  });
  if (transport && options.calendar)
    controls.push({
      key: 'calendar',
      node: (
        <CalendarPicker
          archiveStart={archiveStart}
          currentTime={() => controller.getState().time}
          onPick={(time) => controller.playArchive(time)}
        />
      ),
    });
  controls.push({
    key: 'connection',
    node: (
      <ChoiceMenu<ConnectionChoice>
        label={t('video.cell.connection')}
        icon={<VideoIcon name="connection" />}
        value={state.connection}
        choices={(['cloud', 'local', 'auto'] as const).map((value) => ({
          value,
          label: t(`video.cell.connectionChoice.${value}`),
        }))}
        onChange={(value) => controller.setConnection(value)}
      />
    ),
  });
  controls.push({
    key: 'stream',
    node: (
      <ChoiceMenu<StreamChoice>
        label={t('video.cell.stream')}
        icon={<VideoIcon name="stream" />}
        value={state.stream}
        choices={(['FULL', 'REVIEW', 'AUTO'] as const).map((value) => ({
          value,
          label: t(`video.cell.streamChoice.${value}`),
        }))}
        onChange={(value) => controller.setStream(value)}
      />
    ),
  });
  controls.push({
    key: 'snapshot',
    essential: true,
    node: button('snapshot', t('video.cell.snapshot'), <VideoIcon name="snapshot" />, props.onSnapshot),
  });
  if (props.audio) controls.push({ key: 'audio', essential: true, node: props.audio });
  if (options.ptzControls)
    controls.push({
      key: 'ptz',
      node: button('ptz', t('video.cell.ptz'), <VideoIcon name="ptz" />, props.onTogglePtz, {
        'aria-pressed': props.ptzOpen,
      }),
    });
  if (props.legend)
    controls.push({
      key: 'legend',
      node: (
        <Popover
          label={t('video.cell.legend')}
          face={<VideoIcon name="legend" />}
          triggerClassName="vt-cell__button"
          className="vt-menu vt-cell-legend"
        >
          {() => <TimelineLegend />}
        </Popover>
      ),
    });
  // The statistics panel's control, for whoever has neither a middle button nor Ctrl+L at hand.
  controls.push({
    key: 'stats',
    node: button('stats', t('video.cell.stats.title'), <VideoIcon name="stats" />, props.onToggleStats, {
      'aria-pressed': props.statsOpen,
      'aria-keyshortcuts': 'Control+L',
    }),
  });
  controls.push({ key: 'settings', essential: true, node: <SettingsMenu {...props.settings} /> });

  const inline = narrow ? controls.filter((control) => control.essential) : controls;
  const overflow = narrow ? controls.filter((control) => !control.essential) : [];

  return (
    <div
      ref={bar}
      id={props.id}
      role="toolbar"
      aria-label={t('video.cell.controls')}
      className={`vt-cell__controls${narrow ? ' vt-cell__controls--narrow' : ''}`}
    >
      {inline.map((control) => (
        <span key={control.key} className="vt-cell__control">
          {control.node}
        </span>
      ))}
      {overflow.length > 0 && (
        <Popover
          label={t('video.cell.more')}
          face={<VideoIcon name="more" />}
          triggerClassName="vt-cell__button"
          role="group"
          className="vt-menu vt-cell__overflow"
          anchor={bar}
        >
          {(close) =>
            overflow.map((control) => (
              // PTZ control and the statistics open a panel of their own, which this one would lie
              // over: it is put away.
              <span
                key={control.key}
                className="vt-cell__control"
                onClick={OPENS_PANEL.has(control.key) ? close : undefined}
              >
                {control.node}
              </span>
            ))
          }
        </Popover>
      )}
    </div>
  );
}
