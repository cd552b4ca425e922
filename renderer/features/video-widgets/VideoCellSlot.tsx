/** One camera cell of a video widget: its player, its saved camera, the name that follows object
 *  updates, drops, and how it starts (live, archive 10 min back, or the dropped time). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVED_TIME_INTERVAL_MS } from '../../../shared/video/videoWidgetConstants';
import { ARCHIVE_DEFAULT_START_BACK_MS } from '../../../shared/video/playerConstants';
import { CameraCell, type CameraCellProps } from '../camera-cell';
import type { CameraDrop } from '../camera-drag';
import { useAodRequest } from '../delivery';
import { type PlayerController, usePlayer } from '../player';
import type { TimelineBus } from '../timeline';
import type { CameraCellAddress } from './cameraCellAtoms';
import { useArchiveStart } from './useArchiveStart';
import { useCameraName } from './useCameraName';
import { useSavedCameraCell } from './useSavedCameraCell';
import { useTimelineDeviceLink } from './useTimelineDeviceLink';

export type VideoCellKind = 'live' | 'archive' | 'event';

export interface VideoCellSlotProps {
  address: CameraCellAddress;
  kind: VideoCellKind;
  options: CameraCellProps['options'];
  emptyText?: string;
  /** Archive cells of a view with a Timeline widget join its bus. */
  bus?: TimelineBus;
  /** The time a dropped camera starts at (null: live); by default the drop's own time. */
  dropTime?(drop: CameraDrop): number | null;
  /** Told about the controller, e.g. for touring or event clips. */
  onController?(controller: PlayerController | null): void;
}

/** What the player is asked to play; `n` makes a second drop of the same camera restart it. */
interface PlayRequest {
  deviceId: string;
  time: number | null;
  n: number;
}

export function VideoCellSlot({ address, kind, options, emptyText, bus, dropTime, onController }: VideoCellSlotProps) {
  const controller = usePlayer();
  const [saved, save] = useSavedCameraCell(address);
  const [request, setRequest] = useState<PlayRequest | null>(() =>
    saved ? { deviceId: saved.deviceId, time: saved.time, n: 0 } : null,
  );
  const clear = useCallback(() => {
    controller.stop();
    save(null);
    setRequest(null);
  }, [controller, save]);
  const { name } = useCameraName(request?.deviceId ?? null, saved?.name ?? '', clear);
  const archiveStart = useArchiveStart(request?.deviceId ?? null);

  useEffect(() => {
    onController?.(controller);
    return () => onController?.(null);
  }, [controller, onController]);

  // Another cell (or tab) may assign or clear this address: follow the saved state.
  useEffect(() => {
    // An event cell also follows a new time of the same camera (another event of it).
    const sameTime = kind !== 'event' || (saved?.time ?? null) === (request?.time ?? null);
    if ((saved?.deviceId ?? null) === (request?.deviceId ?? null) && sameTime) return;
    if (!saved) controller.stop();
    setRequest(saved ? { deviceId: saved.deviceId, time: saved.time, n: (request?.n ?? 0) + 1 } : null);
  }, [saved, request, controller, kind]);

  useEffect(() => {
    if (!request) return;
    if (request.time === null && kind !== 'archive') controller.playLive(request.deviceId);
    else {
      const time = request.time ?? Date.now() - ARCHIVE_DEFAULT_START_BACK_MS;
      controller.playArchive(time, undefined, request.deviceId);
    }
  }, [request, kind, controller]);

  const nameRef = useRef(name);
  nameRef.current = name;
  // Archive cells remember the time they show, so a reload resumes there.
  useEffect(() => {
    if (kind !== 'archive' || !request) return;
    const store = () => {
      const { time, mode, deviceId } = controller.getState();
      if (mode === 'archive' && time !== null && deviceId === request.deviceId) {
        save({ deviceId: request.deviceId, name: nameRef.current, time });
      }
    };
    const timer = setInterval(store, SAVED_TIME_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      store();
    };
  }, [kind, request, controller, save]);

  const requestAod = useAodRequest();
  const link = useTimelineDeviceLink(
    bus,
    address,
    controller,
    request ? { id: request.deviceId, name } : null,
    { allowExport: options.allowExport, userDefinedEvent: options.userDefinedEvent },
    requestAod,
  );

  const onDropCamera = (drop: CameraDrop) => {
    // A live cell plays a camera live, and a dropped event (a camera with a time) from its time in
    // the archive (spec 3 §2.2).
    const time = kind === 'live' ? (drop.time ?? null) : dropTime ? dropTime(drop) : (drop.time ?? null);
    save({ deviceId: drop.id, name: drop.name, time });
    setRequest((current) => ({ deviceId: drop.id, time, n: (current?.n ?? 0) + 1 }));
  };

  return (
    <CameraCell
      controller={controller}
      device={request ? { id: request.deviceId, name } : null}
      options={options}
      emptyText={emptyText}
      outOfSync={link.outOfSync}
      onSync={link.sync}
      onDropCamera={options.canReplaceSource ? onDropCamera : undefined}
      onSelect={link.select}
      selected={link.selected}
      autoAodRequest={link.autoAod}
      archiveStart={archiveStart}
    />
  );
}
