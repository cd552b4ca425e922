/** Click-to-reposition over a PTZ camera's live picture (spec 2 §3 optical flag
 *  click-to-reposition, §7 ptzRel; issue 31), laid over the picture while the cell's PTZ panel is
 *  open: a click centres the camera on that point, a rectangle drawn with the pointer (shown while
 *  drawing) zooms into it. Sent like every PTZ command, so the lock rules answer it (spec 2 §6).
 *  Pointer only: keyboard users have the panel's joystick, steps and presets. Offered only where
 *  the camera's PTZ_CONFIG enables click-to-reposition. */
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PtzOverrideDialog } from './PtzOverrideDialog';
import { PtzPanelQuery } from './ptzDocuments';
import { PTZ_BOX_MIN_PX, ptzRelFromPicture, type ScreenPoint, type ScreenRect } from './ptzRelFromPicture';
import { usePtzControl } from './usePtzControl';
import './ptz.css';

export interface PtzClickSurfaceProps {
  deviceId: string;
  /** The picture's rectangle on screen (the canvas as drawn, digital zoom included). */
  picture(): ScreenRect | null;
}

interface Press {
  pointer: number;
  from: ScreenPoint;
  to: ScreenPoint;
}

export function PtzClickSurface({ deviceId, picture }: PtzClickSurfaceProps) {
  const { t } = useTranslation();
  // The panel asks the same: one request between them.
  const [{ data }] = useQuery({ query: PtzPanelQuery, variables: { id: deviceId } });
  const control = usePtzControl(deviceId);
  const press = useRef<Press | null>(null);
  /** The rectangle being drawn, in the surface's own coordinates. */
  const [drawn, setDrawn] = useState<ScreenRect | null>(null);

  if (data?.ptzConfig?.optical?.clickToReposition !== true) return null;

  const at = (event: PointerEvent): ScreenPoint => ({ x: event.clientX, y: event.clientY });
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // The middle button still toggles the statistics; a press beside the picture is no command.
    const rect = picture();
    if (event.button !== 0 || !rect || !ptzRelFromPicture(at(event), at(event), rect)) return;
    // Not the digital zoom's drag underneath: here a drag draws a rectangle.
    event.stopPropagation();
    press.current = { pointer: event.pointerId, from: at(event), to: at(event) };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = press.current;
    if (!current || current.pointer !== event.pointerId) return;
    current.to = at(event);
    const far = Math.hypot(current.to.x - current.from.x, current.to.y - current.from.y) >= PTZ_BOX_MIN_PX;
    const rect = picture();
    setDrawn(far && rect ? drawnBox(current, rect, event.currentTarget.getBoundingClientRect()) : null);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = press.current;
    if (!current || current.pointer !== event.pointerId) return;
    press.current = null;
    setDrawn(null);
    const rect = picture();
    const command = rect && ptzRelFromPicture(current.from, at(event), rect);
    if (command) void control.send('rel', command);
  };
  const cancel = () => {
    press.current = null;
    setDrawn(null);
  };

  return (
    <>
      <div
        className="vt-ptz-click"
        title={t('video.ptz.clickHint')}
        data-testid="ptz-click-surface"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={cancel}
      >
        {drawn && (
          <div
            className="vt-ptz-click__box"
            data-testid="ptz-zoom-box"
            // Screen geometry, the same in a right-to-left page: physical left, not inline-start.
            style={{ left: drawn.left, top: drawn.top, width: drawn.width, height: drawn.height }}
          />
        )}
      </div>
      <PtzOverrideDialog control={control} />
    </>
  );
}

/** The press's rectangle cut to the picture, placed in the surface's own coordinates. */
function drawnBox(press: Press, picture: ScreenRect, surface: ScreenRect): ScreenRect {
  const clampX = (x: number) => Math.min(picture.left + picture.width, Math.max(picture.left, x));
  const clampY = (y: number) => Math.min(picture.top + picture.height, Math.max(picture.top, y));
  const left = Math.min(clampX(press.from.x), clampX(press.to.x));
  const top = Math.min(clampY(press.from.y), clampY(press.to.y));
  return {
    left: left - surface.left,
    top: top - surface.top,
    width: Math.max(clampX(press.from.x), clampX(press.to.x)) - left,
    height: Math.max(clampY(press.from.y), clampY(press.to.y)) - top,
  };
}
