/** The configuration status report (spec 3 §2.1; issue 29): each camera of the realm checked against
 *  what it really does in the media pipeline — reachable, its login accepted, its stream as probed,
 *  its recording mode in force — and the archive volume's headroom. Time drift and firmware are not
 *  reported by the cameras the platform runs, so they are not listed rather than invented. */
import { CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import {
  CONFIG_CHECK,
  CONFIG_STATUS_MESSAGE,
  type ConfigurationCheckRow,
} from '../../shared/metrics/configurationStatus';
import { STREAM_NUMBER } from '../../shared/video/constants';
import type { DeviceRecord } from '../db/repositories/devices';
import type { MediaService } from '../media';
import { recordingSettings } from '../media';

/** A frame rate this far from the probed one is a different setting, not jitter. */
const FPS_TOLERANCE = 0.2;

export type StatusMedia = Pick<MediaService, 'camera' | 'recordingOf' | 'statistics' | 'space'>;

interface Probe {
  width?: number;
  height?: number;
  codec?: string;
  frameRate?: number;
}

/** A codec by its family: the probe names it as ffmpeg does (h264), the stream as WebCodecs (avc1.…). */
function codecFamily(codec: string | undefined): string | undefined {
  if (!codec) return undefined;
  if (/^(avc[13]|h264)/i.test(codec)) return 'h264';
  if (/^(hvc1|hev1|hevc|h265)/i.test(codec)) return 'h265';
  return codec.toLowerCase();
}

const size = (w?: number, h?: number) => (w && h ? `${w}x${h}` : null);

export class ConfigurationStatus {
  constructor(private readonly media: StatusMedia) {}

  /** The rows of these devices (the caller's, already narrowed) and of the archive volume. */
  async report(devices: readonly DeviceRecord[]): Promise<ConfigurationCheckRow[]> {
    const rows: ConfigurationCheckRow[] = [];
    for (const device of devices) {
      if (device.deviceType === 'camera' && device.enabled) rows.push(...this.camera(device));
    }
    rows.push(await this.storage());
    return rows;
  }

  private camera(device: DeviceRecord): ConfigurationCheckRow[] {
    const row = (
      check: ConfigurationCheckRow['check'],
      fields: Partial<ConfigurationCheckRow>,
    ): ConfigurationCheckRow => ({
      deviceId: device.id,
      deviceName: device.name,
      deviceType: device.deviceType,
      check,
      status: 'UNKNOWN',
      expected: null,
      actual: null,
      message: null,
      ...fields,
    });
    const running = this.media.camera(device.id);
    const configured = recordingSettings(device).mode;
    const inForce = this.media.recordingOf(device).mode;
    const recording = row(CONFIG_CHECK.RECORDING_MODE, {
      status: configured === inForce ? 'OK' : 'WARNING',
      expected: configured,
      actual: inForce,
      message: configured === inForce ? null : CONFIG_STATUS_MESSAGE.SCHEDULED_MODE,
    });
    if (!running) {
      return [row(CONFIG_CHECK.REACHABLE, { message: CONFIG_STATUS_MESSAGE.NOT_RUNNING }), recording];
    }
    const reason = running.healthReason ?? null;
    const loginRefused = running.health === 'BROKEN' && reason === CAMERA_MESSAGES.wrongCredentials;
    const reachable = row(CONFIG_CHECK.REACHABLE, {
      status: running.health === 'NORMAL' ? 'OK' : running.health === 'BROKEN' && !loginRefused ? 'FAILING' : 'UNKNOWN',
      actual: running.health ?? null,
      message:
        running.health === undefined ? CONFIG_STATUS_MESSAGE.STARTING : running.health === 'BROKEN' ? reason : null,
    });
    const credentials = row(CONFIG_CHECK.CREDENTIALS, {
      status: loginRefused ? 'FAILING' : running.health === 'NORMAL' ? 'OK' : 'UNKNOWN',
      message: loginRefused ? reason : null,
    });
    return [reachable, credentials, this.stream(device, row), recording];
  }

  private stream(
    device: DeviceRecord,
    row: (check: ConfigurationCheckRow['check'], fields: Partial<ConfigurationCheckRow>) => ConfigurationCheckRow,
  ): ConfigurationCheckRow {
    const probe = (device.config.probe ?? {}) as Probe;
    const live = this.media.camera(device.id)?.live.get(STREAM_NUMBER.FULL)?.init?.init;
    const figures = this.media.statistics.figures(device.id, STREAM_NUMBER.FULL);
    const expected = [
      size(probe.width, probe.height),
      codecFamily(probe.codec),
      probe.frameRate ? `${probe.frameRate} fps` : null,
    ];
    const fps = figures?.delivering && figures.fps > 0 ? Math.round(figures.fps * 10) / 10 : null;
    const actual = live
      ? [size(live.width, live.height), codecFamily(live.codec), fps === null ? null : `${fps} fps`]
      : null;
    const text = (parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ') || null;
    if (!probe.width && !probe.codec) {
      return row(CONFIG_CHECK.STREAM_SETTINGS, {
        actual: actual && text(actual),
        message: CONFIG_STATUS_MESSAGE.NOT_PROBED,
      });
    }
    if (!live)
      return row(CONFIG_CHECK.STREAM_SETTINGS, { expected: text(expected), message: CONFIG_STATUS_MESSAGE.STARTING });
    const sizeDiffers = Boolean(probe.width && (live.width !== probe.width || live.height !== probe.height));
    const codecDiffers = Boolean(probe.codec && codecFamily(live.codec) !== codecFamily(probe.codec));
    const fpsDiffers = Boolean(
      probe.frameRate && fps !== null && Math.abs(fps - probe.frameRate) > probe.frameRate * FPS_TOLERANCE,
    );
    const differs = sizeDiffers || codecDiffers || fpsDiffers;
    return row(CONFIG_CHECK.STREAM_SETTINGS, {
      status: differs ? 'WARNING' : 'OK',
      expected: text(expected),
      actual: actual && text(actual),
      message: differs ? CONFIG_STATUS_MESSAGE.STREAM_DIFFERS : null,
    });
  }

  private async storage(): Promise<ConfigurationCheckRow> {
    const state = await this.media.space.state();
    const base = { deviceId: null, deviceName: null, deviceType: null, check: CONFIG_CHECK.STORAGE_HEADROOM } as const;
    if (!state) return { ...base, status: 'UNKNOWN', expected: null, actual: null, message: null };
    const low = !state.short && state.freeBytes < 2 * state.minFreeBytes;
    return {
      ...base,
      status: state.short ? 'FAILING' : low ? 'WARNING' : 'OK',
      expected: `≥ ${state.minFreeBytes} bytes free`,
      actual: `${state.freeBytes} bytes free`,
      message: state.short ? CONFIG_STATUS_MESSAGE.ARCHIVE_SHORT : low ? CONFIG_STATUS_MESSAGE.ARCHIVE_LOW : null,
    };
  }
}
