/** Camera import from a CSV file (issue 12, spec 3 §2.1 /view/camera/import): a header row naming
 *  the columns (name, url, user, password, recording, lat, lng; any order, any case), one camera a
 *  row, each row created on its own with its own result — created (with the probe's warning) or
 *  the reason it was not. */
import Papa from 'papaparse';
import {
  CAMERA_MESSAGES,
  CSV_IMPORT_MAX_ROWS,
  RECORDING_MODES,
  type RecordingMode,
} from '../../shared/cameraAdmin/cameraAdminConstants';
import { credentialsInUrl, urlWithoutCredentials } from '../../shared/cameraAdmin/validateCameraInput';
import { DomainError } from '../kernel/DomainError';
import type { Actor, CameraAdminService, CameraInput } from './CameraAdminService';

export interface ImportRowResult {
  /** 1-based line of the row in the file (the header is line 1). */
  line: number;
  name: string;
  deviceId: string | null;
  error: string | null;
  warning: string | null;
}

/** Rows probed at the same time (each probe may wait for a camera that does not answer). */
const PARALLEL = 4;

export function parseCameraCsv(
  text: string,
): Array<{ line: number; input: CameraInput } | { line: number; name: string; error: string }> {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  if (parsed.data.length === 0) throw DomainError.badInput(CAMERA_MESSAGES.csvEmpty);
  if (parsed.data.length > CSV_IMPORT_MAX_ROWS) throw DomainError.badInput(CAMERA_MESSAGES.csvTooMany);
  return parsed.data.map((row, index) => {
    const line = index + 2;
    const cell = (key: string) => (row[key] ?? '').trim();
    const name = cell('name');
    const url = cell('url');
    const fromUrl = credentialsInUrl(url);
    const mode = cell('recording').toUpperCase();
    if (mode && !RECORDING_MODES.includes(mode as RecordingMode)) {
      return { line, name, error: `Recording should be one of ${RECORDING_MODES.join(', ')}` };
    }
    const number = (key: string) => (cell(key) === '' ? null : Number(cell(key)));
    const lat = number('lat');
    const lng = number('lng');
    if ((lat !== null && !Number.isFinite(lat)) || (lng !== null && !Number.isFinite(lng))) {
      return { line, name, error: CAMERA_MESSAGES.positionRange };
    }
    if ((lat === null) !== (lng === null)) return { line, name, error: CAMERA_MESSAGES.positionPair };
    const input: CameraInput = {
      name,
      connection: url.toLowerCase().startsWith('http') ? 'HTTP' : 'RTSP_TCP',
      url: urlWithoutCredentials(url),
      user: cell('user') || fromUrl?.user || '',
      password: cell('password') || fromUrl?.password || '',
      authType: cell('user') || fromUrl?.user ? 'HTTP_DIGEST' : 'NO_AUTH',
      ...(mode && { recording: { mode: mode as RecordingMode } }),
      position: lat !== null && lng !== null ? { lat, lng } : null,
    };
    return { line, input };
  });
}

export async function importCameras(
  service: CameraAdminService,
  actor: Actor,
  text: string,
  existingNames: Set<string>,
): Promise<ImportRowResult[]> {
  const rows = parseCameraCsv(text);
  const seen = new Set(existingNames);
  const results: ImportRowResult[] = new Array(rows.length);
  const work: Array<() => Promise<void>> = rows.map((row, i) => async () => {
    if ('error' in row) {
      results[i] = { line: row.line, name: row.name, deviceId: null, error: row.error, warning: null };
      return;
    }
    const name = row.input.name ?? '';
    const key = name.trim().toLowerCase();
    if (key && seen.has(key)) {
      results[i] = {
        line: row.line,
        name,
        deviceId: null,
        error: `A device named ${name} already exists`,
        warning: null,
      };
      return;
    }
    seen.add(key);
    try {
      const created = await service.create(actor, row.input, 'IMPORT');
      results[i] = {
        line: row.line,
        name,
        deviceId: created.device.id,
        error: null,
        warning: created.warning?.message ?? null,
      };
    } catch (err) {
      results[i] = { line: row.line, name, deviceId: null, error: (err as Error).message, warning: null };
    }
  });
  // Names are claimed in file order before the probes run in parallel.
  for (let start = 0; start < work.length; start += PARALLEL) {
    await Promise.all(work.slice(start, start + PARALLEL).map((run) => run()));
  }
  return results;
}
