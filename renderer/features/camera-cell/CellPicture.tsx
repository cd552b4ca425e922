/** The media player area (spec 2 §2): the canvas letterboxed to the picture, the progress spinner,
 *  the status and error lines, the play/pause overlay, the snapshot flash and digital zoom (wheel
 *  from 1x to 2x the stream size in steps of 0.1, drag to pan while zoomed). A middle click toggles the statistics. */
import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIGITAL_ZOOM, SNAPSHOT_FLASH_MS } from '../../../shared/video/cellConstants';
import { useElementSize } from '../../ui';
import { type PlayerController, type PlayerControlsState, VideoIcon } from '../player';
import { clampPan, fitRect, maxZoom, NO_PAN, type Pan, zoomByWheel } from './digitalZoom';
import { isPaused } from './playerCommands';
import { useNoticeText } from './useNoticeText';

export interface CellPictureProps {
  controller: PlayerController;
  state: PlayerControlsState;
  digitalZoom: boolean;
  /** Shows the snapshot overlay while true. */
  flash: boolean;
  /** Absent for a cell nobody operates (a wall's): no play/pause over the picture. */
  onTogglePlay?(): void;
  onToggleStats(): void;
  /** Laid over the picture and given its rectangle on screen (digital zoom included): the PTZ
   *  click-to-reposition surface while the PTZ panel is open. */
  overlay?(picture: () => DOMRect | null): ReactNode;
}

const MIDDLE_BUTTON = 1;

export function CellPicture(props: CellPictureProps) {
  const { controller, state, digitalZoom, flash, onTogglePlay, onToggleStats } = props;
  const { t } = useTranslation();
  const text = useNoticeText();
  const [boxRef, box] = useElementSize<HTMLDivElement>();
  const area = useRef<HTMLDivElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Pan>(NO_PAN);
  const drag = useRef<{ pointer: number; x: number; y: number; from: Pan } | null>(null);

  const measured = box.width > 0 && box.height > 0;
  const rect = fitRect(box, state.size);
  const rectRef = useRef(rect);
  rectRef.current = rect;
  const maxRef = useRef(DIGITAL_ZOOM.max as number);
  maxRef.current = maxZoom(rect, state.size);

  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const attach = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      canvasRef.current = canvas;
      controller.attachCanvas(canvas);
    },
    [controller],
  );
  const pictureRect = useCallback(() => canvasRef.current?.getBoundingClientRect() ?? null, []);
  const overlay = props.overlay?.(pictureRect);
  const setArea = useCallback(
    (element: HTMLDivElement | null) => {
      area.current = element;
      boxRef(element);
    },
    [boxRef],
  );

  // A new camera, or zoom switched off, shows the whole picture again.
  useEffect(() => {
    setZoom(1);
    setPan(NO_PAN);
  }, [digitalZoom, state.deviceId]);

  // React's wheel listener is passive; zooming must stop the page from scrolling, so it is native.
  useEffect(() => {
    const element = area.current;
    if (!element || !digitalZoom) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setZoom((current) => {
        const next = zoomByWheel(current, event.deltaY, maxRef.current);
        setPan((offset) => clampPan(offset, next, rectRef.current));
        return next;
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [digitalZoom]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!digitalZoom || zoom <= 1 || event.button > 0) return;
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, from: pan };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    setPan(
      clampPan({ x: start.from.x + event.clientX - start.x, y: start.from.y + event.clientY - start.y }, zoom, rect),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };

  const loading = state.status === 'INITIALIZING' || state.buffering;
  const paused = isPaused(state);
  const playLabel = paused ? t('video.cell.play') : t('video.cell.pause');
  const transform = zoom > 1 ? `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` : undefined;

  return (
    <div
      ref={setArea}
      className={`vt-cell__picture${zoom > 1 ? ' vt-cell__picture--zoomed' : ''}`}
      data-zoom={zoom}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onMouseDown={(event) => {
        if (event.button !== MIDDLE_BUTTON) return;
        // Also keeps the browser's autoscroll from starting.
        event.preventDefault();
        onToggleStats();
      }}
    >
      <canvas
        ref={attach}
        data-testid="camera-canvas"
        className="vt-cell__canvas"
        style={measured ? { width: rect.width, height: rect.height, transform } : { transform }}
      />
      {flash && (
        <div className="vt-cell__flash" aria-hidden="true" style={{ animationDuration: `${SNAPSHOT_FLASH_MS}ms` }} />
      )}
      {loading && <div className="vt-cell__spinner" role="progressbar" aria-label={t('video.cell.loading')} />}
      {onTogglePlay && (
        <button
          type="button"
          className={`vt-cell__overlay-play${paused ? ' vt-cell__overlay-play--shown' : ''}`}
          aria-label={playLabel}
          title={playLabel}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={(event) => {
            event.stopPropagation();
            onTogglePlay();
          }}
        >
          <VideoIcon name={paused ? 'play' : 'pause'} size={36} />
        </button>
      )}
      {overlay}
      <div className="vt-cell__lines">
        {state.notice && (
          <p className="vt-cell__notice" role="status">
            {text.notice(state.notice)}
          </p>
        )}
        {state.error && (
          <p className="vt-cell__error" role="alert">
            {text.error(state.error)}
          </p>
        )}
      </div>
    </div>
  );
}
