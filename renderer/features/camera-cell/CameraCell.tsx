/** One camera cell: header, picture, controls and the panels it opens (spec 2 §2 Camera cell,
 *  Player controls, Media player area). It shows what its PlayerController plays and sends the
 *  user's commands to it; the host decides what to play when a camera is assigned. */
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTROLS_NARROW_WIDTH_PX, SNAPSHOT_FLASH_MS } from '../../../shared/video/cellConstants';
import { DEFAULT_SPEED } from '../../../shared/video/constants';
import { TIMELINE_DEFAULT_ARCHIVE_START_MS } from '../../../shared/video/timelineConstants';
import { AddDownloadJobDialog, CreateEventDialog, useAodRequest, useAutoAod } from '../delivery';
import { type CameraDrop, carriesCamera, readCameraDrop } from '../camera-drag';
import { useElementSize } from '../../ui';
import { type PlayerController, usePlayerControlsState, usePlayerTime } from '../player';
import { PtzClickSurface, PtzPanel } from '../ptz';
import { CellTimeline } from '../timeline';
import { useKeyboardCell } from '../keyboard-targets';
import { CellControls } from './CellControls';
import { CellHeader, cellIconState } from './CellHeader';
import { CellPicture } from './CellPicture';
import { dropReusesStream } from './dropReusesStream';
import { runCellKeyCommand } from './keyboardCommands';
import { togglePlay } from './playerCommands';
import { saveBlob } from './saveBlob';
import type { AnalyticsMarkup } from './SettingsMenu';
import { usePlaybackAttributes } from './usePlaybackAttributes';
import { useSmallTile } from './useSmallTile';
import { useTileVisibility } from './useTileVisibility';
import { useCellAudio } from './useCellAudio';
import { snapshotFileName } from './snapshotFileName';
import { StatsPanel } from './StatsPanel';
import { useFullscreen } from './useFullscreen';
import { useSpeedOptions } from './useSpeedOptions';
import './cell.css';

export interface CameraCellOptions {
  canReplaceSource: boolean;
  metadataType: 'Alert' | 'All' | 'None';
  ptzControls: boolean;
  digitalZoom: boolean;
  fullScreenControl: boolean;
  stepBackControl: boolean;
  /** Archive Viewer options. */
  calendar: boolean;
  allowExport: boolean;
  userDefinedEvent: boolean;
  /** A Timeline widget drives this cell: its own timeline strip and transport controls hide. */
  timelinePresent: boolean;
}

export interface CameraCellProps {
  controller: PlayerController;
  /** The camera shown; null for an empty cell. */
  device: { id: string; name: string } | null;
  options: CameraCellOptions;
  /** 'No camera assigned' by default; Event Video says 'Drag Camera Event here'. */
  emptyText?: string;
  outOfSync?: boolean;
  /** The SYNC action next to 'Out of Sync'. */
  onSync?(): void;
  /** A camera was dropped (only offered when options.canReplaceSource). */
  onDropCamera?(drop: CameraDrop): void;
  /** The cell was selected (clicked). */
  onSelect?(): void;
  /** The operator muted or unmuted the camera's sound (spec 2 §2 camera widget event 'mute audio'). */
  onMuteAudio?(muted: boolean): void;
  selected?: boolean;
  /** Auto AOD request as the Timeline widget last set it; the cell's own menu changes it too. */
  autoAodRequest?: boolean;
  /** Start of the camera's archive (ms) for the calendar and the export dialog (spec 2 §5); 24 hours
   *  ago while it is not known. */
  archiveStart?: number;
  /** 'operator' (the default): the player's controls, menus and header actions. 'none': a cell
   *  nobody operates, as on a video wall (issue 30) — the camera's name, its state icon and the
   *  picture's marks and notices, without controls, timeline, menus or buttons. */
  chrome?: CellChrome;
}

export type CellChrome = 'operator' | 'none';

type OpenDialog = 'download' | 'event' | null;

export function CameraCell(props: CameraCellProps) {
  const { controller, device, options, outOfSync = false, onSync, onSelect, selected = false } = props;
  const operated = (props.chrome ?? 'operator') === 'operator';
  const { t } = useTranslation();
  // Without the media time: a playing cell's header, picture and controls do not render again
  // four times a second; the parts that show the time read it themselves.
  const state = usePlayerControlsState(controller);
  const speeds = useSpeedOptions();
  const root = useRef<HTMLDivElement | null>(null);
  usePlaybackAttributes(controller, root);
  useTileVisibility(controller, root);
  const [sizeRef, size] = useElementSize<HTMLDivElement>();
  useSmallTile(controller, size, state.size);
  const fullscreen = useFullscreen(root);
  const controlsId = useId();
  const hovered = useRef(false);
  const audio = useCellAudio(controller, state, root, {
    operated,
    selected,
    onMuteAudio: props.onMuteAudio,
  });

  const [collapsed, setCollapsed] = useState(false);
  const [ptzOpen, setPtzOpen] = useState(false);
  const [statsOpen, setStatsOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  /** The time on screen when the export dialog opened: its first start. */
  const downloadStart = useRef(0);
  const [autoAod, setAutoAod] = useState(false);
  // The Timeline widget's Auto AOD request popup sets every in-sync cell (spec 2 §4 AutoAodRequest).
  useEffect(() => {
    if (props.autoAodRequest !== undefined) setAutoAod(props.autoAodRequest);
  }, [props.autoAodRequest]);
  const [zoomOn, setZoomOn] = useState(false);
  const [markup, setMarkup] = useState<AnalyticsMarkup>(options.metadataType);
  // The widget's metadataType starts the cell's choice again when its properties change.
  useEffect(() => setMarkup(options.metadataType), [options.metadataType]);
  // The player draws the stream metadata's boxes the choice asks for (issue 31).
  useEffect(() => controller.setMarkup(markup), [controller, markup]);
  const [flash, setFlash] = useState(false);
  const [dropping, setDropping] = useState(false);

  useAutoAod({ controller, deviceId: device?.id ?? null, enabled: autoAod && device !== null });

  const setRoot = useCallback(
    (element: HTMLDivElement | null) => {
      root.current = element;
      sizeRef(element);
    },
    [sizeRef],
  );

  const toggleStats = useCallback(() => setStatsOpen((open) => !open), []);

  // The keyboard's shortcuts act on the cell holding the focus (issue 30).
  useKeyboardCell(
    root,
    {
      camera: () => device,
      mode: () => (device ? controller.getState().mode : null),
      run: (command) => {
        if (!device) return;
        if (command === 'fullscreen') {
          if (options.fullScreenControl) fullscreen.toggle();
          return;
        }
        runCellKeyCommand(controller, device.id, command, speeds);
      },
      canAssign: () => options.canReplaceSource && props.onDropCamera !== undefined,
      assign: (camera) => {
        if (!options.canReplaceSource) return;
        controller.prepare(camera.id);
        props.onDropCamera?.({ type: 'camera', ...camera });
      },
      goToTime: (time) => {
        if (!device) return false;
        // Before the archive's start the archive plays from its start, as the calendar allows. A
        // new session, as a camera dropped with a time starts: a live session moved into the
        // archive stays INITIALIZING though it paints.
        const start = props.archiveStart;
        controller.stop();
        controller.playArchive(start !== undefined && time < start ? start : time, DEFAULT_SPEED, device.id);
        return true;
      },
    },
    device === null,
  );

  // Ctrl+L toggles the statistics of the cell under the pointer or holding the focus.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.key.toLowerCase() !== 'l') return;
      const focused = root.current?.contains(document.activeElement) ?? false;
      if (!hovered.current && !focused) return;
      event.preventDefault();
      toggleStats();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toggleStats]);

  useEffect(() => {
    if (!flash) return;
    const id = setTimeout(() => setFlash(false), SNAPSHOT_FLASH_MS);
    return () => clearTimeout(id);
  }, [flash]);

  const dropHandlers = options.canReplaceSource
    ? {
        onDragOver(event: DragEvent) {
          if (!carriesCamera(event.dataTransfer)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDropping(true);
        },
        onDragLeave: () => setDropping(false),
        onDrop(event: DragEvent) {
          setDropping(false);
          const drop = readCameraDrop(event.dataTransfer);
          if (!drop) return;
          event.preventDefault();
          // The platform is asked while the cell renders the new camera; a seek on the open stream
          // asks nothing.
          if (!dropReusesStream(drop, controller.getState())) controller.prepare(drop.id);
          props.onDropCamera?.(drop);
        },
      }
    : {};

  const cellClass = ['vt-cell', selected ? 'vt-cell--selected' : '', dropping ? 'vt-cell--dropping' : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    ref: setRoot,
    className: cellClass,
    'data-testid': 'camera-cell',
    'data-status': state.status,
    'data-mode': state.mode,
    'data-selected': selected || undefined,
    onClick: () => onSelect?.(),
    onMouseEnter: () => (hovered.current = true),
    onMouseLeave: () => (hovered.current = false),
    ...dropHandlers,
  };

  if (!device) {
    return (
      <div {...common} role="group" aria-label={props.emptyText ?? t('video.cell.noCamera')} tabIndex={0}>
        <p className="vt-cell__empty">{props.emptyText ?? t('video.cell.noCamera')}</p>
      </div>
    );
  }

  const narrow = size.width > 0 && size.width < CONTROLS_NARROW_WIDTH_PX;
  const archiveStart = props.archiveStart ?? Date.now() - TIMELINE_DEFAULT_ARCHIVE_START_MS;
  const ownTimeline = !options.timelinePresent && state.mode === 'archive';
  // Spec 2 §3 click-to-reposition: a press on the picture moves the camera only while its PTZ panel
  // is open, and only on the live picture it shows now; elsewhere a click selects and focuses.
  const ptzClicks = operated && ptzOpen && options.ptzControls && state.mode === 'live' && state.status === 'PLAY';

  const takeSnapshot = async () => {
    const time = controller.getState().time;
    const blob = await controller.snapshot();
    if (!blob) return;
    setFlash(true);
    saveBlob(blob, snapshotFileName(device.name, new Date(time ?? Date.now())));
  };

  return (
    <div
      {...common}
      role="group"
      aria-label={device.name}
      tabIndex={0}
      data-device-id={device.id}
      data-markup={markup}
      data-narrow={narrow || undefined}
      data-chrome={operated ? undefined : 'none'}
    >
      <CellHeader
        name={device.name}
        iconState={cellIconState(state)}
        outOfSync={outOfSync}
        keyframesOnly={state.keyframesOnly && !state.error}
        keyframesOnlySmallTile={state.keyframesOnlySmallTile === true}
        behindLive={state.behindLive && state.status === 'PLAY' && state.mode === 'live' && !state.error}
        onSync={operated ? onSync : undefined}
        collapsed={collapsed}
        onToggleCollapsed={operated ? () => setCollapsed((value) => !value) : undefined}
        fullscreen={operated && options.fullScreenControl ? fullscreen : undefined}
      />
      <div className="vt-cell__body">
        <CellPicture
          controller={controller}
          state={state}
          digitalZoom={options.digitalZoom && zoomOn}
          flash={flash}
          onTogglePlay={operated ? () => togglePlay(controller, device.id) : undefined}
          onToggleStats={toggleStats}
          overlay={ptzClicks ? (picture) => <PtzClickSurface deviceId={device.id} picture={picture} /> : undefined}
        />
        {ptzOpen && options.ptzControls && (
          <aside className="vt-cell__ptz">
            <PtzPanel deviceId={device.id} deviceName={device.name} onClose={() => setPtzOpen(false)} />
          </aside>
        )}
        {statsOpen && <StatsPanel controller={controller} deviceId={device?.id} onClose={() => setStatsOpen(false)} />}
      </div>
      {operated && !collapsed && ownTimeline && (
        <div className="vt-cell__timeline">
          <OwnTimeline controller={controller} device={device} />
        </div>
      )}
      {operated && !collapsed && (
        <CellControls
          id={controlsId}
          controller={controller}
          state={state}
          deviceId={device.id}
          options={options}
          narrow={narrow}
          speeds={speeds}
          archiveStart={archiveStart}
          legend={ownTimeline}
          onSnapshot={() => void takeSnapshot()}
          audio={audio.control}
          ptzOpen={ptzOpen}
          onTogglePtz={() => setPtzOpen((open) => !open)}
          statsOpen={statsOpen}
          onToggleStats={toggleStats}
          settings={{
            autoAod,
            onAutoAod: setAutoAod,
            digitalZoom: options.digitalZoom ? { on: zoomOn, onChange: setZoomOn } : undefined,
            markup,
            onMarkup: setMarkup,
            onAddDownloadJob:
              options.allowExport && !options.timelinePresent
                ? () => {
                    downloadStart.current = controller.getState().time ?? Date.now();
                    setDialog('download');
                  }
                : undefined,
            onCreateEvent: options.userDefinedEvent && !options.timelinePresent ? () => setDialog('event') : undefined,
          }}
        />
      )}
      {dialog === 'download' && (
        <AddDownloadJobDialog
          deviceId={device.id}
          deviceName={device.name}
          start={downloadStart.current}
          archiveStart={archiveStart}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'event' && (
        <CreateEventDialog
          cameras={[{ deviceId: device.id, name: device.name, snapshot: () => controller.snapshot() }]}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** The cell's own timeline strip, at the time on screen: the one part of a cell that moves with it.
 *  A click on what only the avatar holds submits the user's request for it (spec 2 §4 GetAOD). */
function OwnTimeline({ controller, device }: { controller: PlayerController; device: { id: string; name: string } }) {
  const time = usePlayerTime(controller);
  const requestAod = useAodRequest();
  return (
    <CellTimeline
      deviceId={device.id}
      name={device.name}
      time={time}
      onSeek={(at) => controller.playArchive(at)}
      requestArchive={requestAod}
    />
  );
}
