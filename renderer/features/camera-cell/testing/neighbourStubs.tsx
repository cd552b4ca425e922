/** Test stand-ins for the panels and dialogs the neighbouring features own (PTZ panel, timeline strip
 *  and legend, export and event dialogs, auto AOD), so the cell's tests need no server: each shows
 *  the props it was given. Installed with
 *  jest.mock('../<feature>', () => jest.requireActual('./testing/neighbourStubs').<feature>). */
import type {
  AddDownloadJobDialogProps,
  AodRequestInput,
  CreateEventDialogProps,
  UseAutoAodOptions,
} from '../../delivery';
import type { PtzClickSurfaceProps, PtzPanelProps } from '../../ptz';
import type { CellTimelineProps } from '../../timeline';

/** The options of every useAutoAod call, newest last. */
export const autoAodCalls: UseAutoAodOptions[] = [];
/** Every archive-on-demand request the user submitted (useAodRequest), newest last. */
export const aodRequests: AodRequestInput[] = [];

export const delivery = {
  AddDownloadJobDialog: ({ deviceId, deviceName, start, archiveStart, onClose }: AddDownloadJobDialogProps) => (
    <div
      role="dialog"
      aria-label="Add download job"
      data-device-id={deviceId}
      data-start={start}
      data-archive-start={archiveStart}
    >
      {deviceName}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ),
  CreateEventDialog: ({ cameras, onClose }: CreateEventDialogProps) => (
    <div role="dialog" aria-label="Create Event">
      {cameras.map((camera) => (
        <button key={camera.deviceId} type="button" onClick={() => void camera.snapshot()}>
          {camera.name}
        </button>
      ))}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ),
  useAutoAod: (options: UseAutoAodOptions) => {
    autoAodCalls.push(options);
  },
  useAodRequest: () => async (input: AodRequestInput) => {
    aodRequests.push(input);
    return `request-${aodRequests.length}`;
  },
};

export const ptz = {
  PtzClickSurface: ({ deviceId }: PtzClickSurfaceProps) => (
    <div data-testid="ptz-click-surface" data-device-id={deviceId} />
  ),
  PtzPanel: ({ deviceId, deviceName, onClose }: PtzPanelProps) => (
    <section aria-label={`PTZ ${deviceName}`} data-device-id={deviceId}>
      <button type="button" onClick={onClose}>
        Close PTZ
      </button>
    </section>
  ),
};

export const timeline = {
  CellTimeline: ({ deviceId, name, time, onSeek, requestArchive }: CellTimelineProps) => (
    <div role="slider" aria-label="Cell timeline" aria-valuenow={time ?? undefined} data-device-id={deviceId}>
      <button type="button" onClick={() => onSeek(Date.UTC(2026, 10, 20, 12, 0, 0))}>
        Seek
      </button>
      {requestArchive && (
        <button
          type="button"
          onClick={() =>
            void requestArchive({ deviceId, start: Date.UTC(2026, 10, 20, 12, 0, 0), duration: 60_000, stream: 'FULL' })
          }
        >
          Request {name} from the avatar
        </button>
      )}
    </div>
  ),
  TimelineLegend: () => <p>Full-resolution video</p>,
};
