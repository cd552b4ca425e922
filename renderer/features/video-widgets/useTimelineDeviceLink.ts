/** An archive cell's side of the timeline bus (spec 2 §3 Timeline device, §4 Timeline device
 *  sync): it publishes the cell's camera, time, speed and play state, obeys the timeline's
 *  commands (GetAOD: the user's archive-on-demand request for its camera), and goes out of sync
 *  when its own user pauses it while other cameras play on. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMELINE_TIME_STEP_MS } from '../../../shared/video/videoWidgetConstants';
import type { PlayerController } from '../player';
import { syncTarget, type TimelineBus, type TimelineCommand } from '../timeline';
import type { CameraCellAddress } from './cameraCellAtoms';

export interface TimelineDeviceLink {
  outOfSync: boolean;
  selected: boolean;
  /** The timeline's Auto AOD request choice, once it made one. */
  autoAod: boolean | undefined;
  /** The cell's SYNC action: adopt the in-sync cameras' time, speed and play state. */
  sync(): void;
  select(): void;
}

export function useTimelineDeviceLink(
  bus: TimelineBus | undefined,
  address: CameraCellAddress,
  controller: PlayerController,
  device: { id: string; name: string } | null,
  permits: { allowExport: boolean; userDefinedEvent: boolean } = { allowExport: true, userDefinedEvent: true },
  /** Submits the timeline's GetAOD for the cell's camera (spec 2 §4); its request id or null. */
  requestAodOf?: (command: Extract<TimelineCommand, { type: 'GetAOD' }>) => Promise<string | null>,
): TimelineDeviceLink {
  const key = `${address.widgetId}/${address.index}`;
  const [outOfSync, setOutOfSync] = useState(false);
  const [selected, setSelected] = useState(false);
  const [autoAod, setAutoAod] = useState<boolean | undefined>(undefined);
  /** Set while a pause or play came from the timeline, so it does not count as the user's own. */
  const commanded = useRef(false);
  const requestAod = useRef(requestAodOf);
  requestAod.current = requestAodOf;
  const shown = useRef(device?.id ?? null);
  shown.current = device?.id ?? null;

  const apply = useCallback(
    (command: TimelineCommand) => {
      commanded.current = true;
      try {
        switch (command.type) {
          case 'SetTime':
            controller.playArchive(command.time);
            break;
          case 'SetSpeed':
            controller.setSpeed(command.speed);
            break;
          case 'Pause':
            controller.pause();
            break;
          case 'Play':
            controller.play();
            break;
          case 'BackToSync':
            controller.playArchive(command.time, command.speed);
            if (command.paused) controller.pause();
            setOutOfSync(false);
            break;
          case 'GetSnapshot':
            controller.snapshot().then(command.reply, () => command.reply(null));
            break;
          case 'AutoAodRequest':
            setAutoAod(command.on);
            break;
          case 'GetAOD':
            // The user's request for this cell's camera; another camera's is not this cell's to make.
            if (!requestAod.current || command.deviceId !== shown.current) command.reply?.(null);
            else requestAod.current(command).then(command.reply, () => command.reply?.(null));
            break;
          case 'PreferredConnectionType':
            controller.setConnection(command.connection);
            break;
          case 'SetSelected':
            setSelected(true);
            break;
          case 'ClearSelected':
            setSelected(false);
            break;
          default:
            break;
        }
      } finally {
        commanded.current = false;
      }
    },
    [controller],
  );

  const deviceId = device?.id ?? null;
  const deviceName = device?.name ?? '';
  useEffect(() => {
    if (!bus) return;
    const state = controller.getState();
    return bus.register(
      {
        key,
        id: deviceId,
        widgetIndex: address.index,
        name: deviceName,
        outOfSync: false,
        stopped: state.status === 'STOP',
        paused: state.status === 'PAUSE',
        playerTime: state.time,
        timelineTime: null,
        speed: state.speed,
        selected: false,
        allowExport: permits.allowExport,
        userDefinedEvent: permits.userDefinedEvent,
      },
      apply,
    );
    // The name follows in the effect below; re-registering on a rename would drop the sync state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bus, key, deviceId, address.index, controller, apply]);

  const { allowExport, userDefinedEvent } = permits;
  useEffect(() => {
    bus?.update(key, { name: deviceName, outOfSync, selected, allowExport, userDefinedEvent });
  }, [bus, key, deviceName, outOfSync, selected, allowExport, userDefinedEvent]);

  useEffect(() => {
    if (!bus) return;
    let wasPaused = controller.getState().status === 'PAUSE';
    return controller.subscribe((state) => {
      const paused = state.status === 'PAUSE';
      // Spec 2 §4: pausing one of several cameras makes it out of sync; alone, it stays in sync.
      if (paused && !wasPaused && !commanded.current && bus.list().filter((d) => d.id).length > 1) {
        setOutOfSync(true);
      }
      wasPaused = paused;
      bus.update(key, {
        stopped: state.status === 'STOP',
        paused,
        speed: state.speed,
        playerTime: state.time === null ? null : Math.floor(state.time / TIMELINE_TIME_STEP_MS) * TIMELINE_TIME_STEP_MS,
      });
    });
  }, [bus, key, controller]);

  const sync = useCallback(() => {
    if (!bus) return;
    const target = syncTarget(bus.list(), key);
    if (target) apply({ type: 'BackToSync', ...target });
    else setOutOfSync(false);
  }, [bus, key, apply]);

  const select = useCallback(() => {
    if (!bus) return;
    for (const other of bus.list())
      if (other.key !== key && other.selected) bus.send({ type: 'ClearSelected' }, other.key);
    apply({ type: 'SetSelected' });
  }, [bus, key, apply]);

  return { outOfSync, selected, autoAod, sync, select };
}
