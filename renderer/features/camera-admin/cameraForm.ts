/** The camera form's state (spec 3 §3.1 fields an administrator sets) and its rules: the shared
 *  validators (name, URL shape per connection, port range, pre/post-roll, delivery priority,
 *  position, health settings) keyed by the form's fields, and the CameraInput sent to the platform. */
import {
  CAMERA_MESSAGES,
  EVENT_RECORDING_DEFAULTS,
  type AuthType,
  type CameraConnection,
  type RecordingMode,
} from '../../../shared/cameraAdmin/cameraAdminConstants';
import {
  credentialsInUrl,
  urlWithoutCredentials,
  validateCameraSettings,
} from '../../../shared/cameraAdmin/validateCameraInput';
import {
  DEFAULT_HEALTH_SETTINGS,
  healthSettingsProblem,
  type HealthGravity,
  type HealthSettings,
} from '../../../shared/metrics/healthSettings';
import type { CameraDevice } from './cameraAdminDocuments';

export interface CameraFormState {
  name: string;
  connection: CameraConnection;
  url: string;
  user: string;
  /** Empty on an edited camera keeps the stored password (passwordSet says one is stored). */
  password: string;
  passwordSet: boolean;
  authType: AuthType;
  mode: RecordingMode;
  preRollSeconds: string;
  postRollSeconds: string;
  storagePoolId: string;
  lat: string;
  lng: string;
  deliveryPriority: string;
  acknowledgeRequired: boolean;
  isPtz: boolean;
  location: string;
  enabled: boolean;
  /** Health settings (spec 3 §3.1), as typed: gravity '0'–'2', timeouts in whole seconds. */
  gravity: string;
  readinessTimeout: string;
  livenessTimeout: string;
}

export const EMPTY_CAMERA_FORM: CameraFormState = {
  name: '',
  connection: 'RTSP_TCP',
  url: '',
  user: '',
  password: '',
  passwordSet: false,
  authType: 'HTTP_DIGEST',
  mode: 'CONTINUOUS',
  preRollSeconds: String(EVENT_RECORDING_DEFAULTS.preRollSeconds),
  postRollSeconds: String(EVENT_RECORDING_DEFAULTS.postRollSeconds),
  storagePoolId: '',
  lat: '',
  lng: '',
  deliveryPriority: '',
  acknowledgeRequired: false,
  isPtz: false,
  location: '',
  enabled: true,
  gravity: String(DEFAULT_HEALTH_SETTINGS.gravity),
  readinessTimeout: String(DEFAULT_HEALTH_SETTINGS.readinessTimeout),
  livenessTimeout: String(DEFAULT_HEALTH_SETTINGS.livenessTimeout),
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The camera's health settings: every aspect answers the device's own; defaults where none does. */
function healthOf(device: CameraDevice): HealthSettings {
  const stored = device.aspects?.find((aspect) => aspect.health?.readinessTimeout != null)?.health;
  return {
    gravity: (stored?.gravity ?? DEFAULT_HEALTH_SETTINGS.gravity) as HealthGravity,
    readinessTimeout: stored?.readinessTimeout ?? DEFAULT_HEALTH_SETTINGS.readinessTimeout,
    livenessTimeout: stored?.livenessTimeout ?? DEFAULT_HEALTH_SETTINGS.livenessTimeout,
  };
}

export function formFromDevice(device: CameraDevice): CameraFormState {
  const connect = device.config?.connect;
  const health = healthOf(device);
  return {
    name: device.name,
    connection: (device.connection as CameraConnection | null) ?? 'RTSP_TCP',
    url: connect?.URL ?? '',
    user: connect?.user ?? '',
    password: '',
    passwordSet: connect?.passwordSet === true,
    authType: (connect?.authType as AuthType | null) ?? 'NO_AUTH',
    mode: (device.recording?.mode as RecordingMode | undefined) ?? 'CONTINUOUS',
    preRollSeconds: text(device.recording?.preRollSeconds ?? EVENT_RECORDING_DEFAULTS.preRollSeconds),
    postRollSeconds: text(device.recording?.postRollSeconds ?? EVENT_RECORDING_DEFAULTS.postRollSeconds),
    storagePoolId: device.storageConfig?.storagePool?.id ?? '',
    lat: text(device.position?.lat),
    lng: text(device.position?.lng),
    deliveryPriority: text(device.deliveryPriority),
    acknowledgeRequired: device.acknowledgeRequired === true,
    isPtz: device.isPtz === true,
    location: device.location ?? '',
    enabled: device.enabled !== false,
    gravity: String(health.gravity),
    readinessTimeout: String(health.readinessTimeout),
    livenessTimeout: String(health.livenessTimeout),
  };
}

/** A URL pasted with its login (rtsp://user:pass@host/…) fills user and password and is kept without them. */
export function withPastedUrl(form: CameraFormState, url: string): CameraFormState {
  const login = credentialsInUrl(url);
  if (!login) return { ...form, url };
  return { ...form, url: urlWithoutCredentials(url), user: login.user, password: login.password };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

const HEALTH_FIELDS = ['gravity', 'readinessTimeout', 'livenessTimeout'] as const;
type HealthField = (typeof HEALTH_FIELDS)[number];

export type CameraFormField =
  'name' | 'url' | 'preRollSeconds' | 'postRollSeconds' | 'deliveryPriority' | 'position' | HealthField;

/** The health settings as sent: whole numbers as typed (an empty or wordy field is NaN, which the
 *  platform's rule refuses like any other value out of its range). */
function healthInput(form: CameraFormState): HealthSettings {
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
  return {
    gravity: number(form.gravity) as HealthGravity,
    readinessTimeout: number(form.readinessTimeout),
    livenessTimeout: number(form.livenessTimeout),
  };
}

/** Each health setting's refusal in the platform's words: the shared rule run on that one setting,
 *  the others at their defaults, so every broken field says so at once. */
function healthProblems(form: CameraFormState): Partial<Record<HealthField, string>> {
  const settings = healthInput(form);
  const problems: Partial<Record<HealthField, string>> = {};
  for (const field of HEALTH_FIELDS) {
    const problem = healthSettingsProblem({ ...DEFAULT_HEALTH_SETTINGS, [field]: settings[field] });
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Each field's problem, in the platform's own words. `url` is checked only where the form has it. */
export function cameraFormProblems(
  form: CameraFormState,
  fields: { withUrl: boolean; withName: boolean } = { withUrl: true, withName: true },
): Partial<Record<CameraFormField, string>> {
  const problems: Partial<Record<CameraFormField, string>> = {};
  const notNumber = (value: string) => value.trim() !== '' && !Number.isFinite(Number(value));
  for (const errors of [
    validateCameraSettings({
      ...(fields.withName && { name: form.name }),
      ...(fields.withUrl && { connection: form.connection, url: form.url }),
      preRollSeconds: numberOrNull(form.preRollSeconds),
      postRollSeconds: numberOrNull(form.postRollSeconds),
      deliveryPriority: numberOrNull(form.deliveryPriority),
      lat: numberOrNull(form.lat),
      lng: numberOrNull(form.lng),
    }),
  ]) {
    for (const error of errors) problems[error.field as CameraFormField] ??= error.message;
  }
  if (notNumber(form.lat) || notNumber(form.lng)) problems.position = CAMERA_MESSAGES.positionRange;
  if (notNumber(form.deliveryPriority)) problems.deliveryPriority = CAMERA_MESSAGES.priorityRange;
  return { ...problems, ...healthProblems(form) };
}

/** The form kit's rules over the camera form: cameraFormProblems with the shared validator's one
 *  "position" problem put on the pair of inputs it is about — its words under the latitude, the
 *  longitude marked wrong too — so correcting either (each re-checks the other) clears it. */
export function cameraFormRules(fields?: { withUrl: boolean; withName: boolean }) {
  return (form: CameraFormState) => {
    const { position, ...rest } = cameraFormProblems(form, fields);
    return { ...rest, lat: position, lng: position !== undefined };
  };
}

/** What the platform's CameraInput gets from the form; an empty password on an edited camera is
 *  left out, so the stored one is kept. */
export function cameraInput(form: CameraFormState, editing: boolean) {
  const lat = numberOrNull(form.lat);
  const lng = numberOrNull(form.lng);
  return {
    name: form.name.trim(),
    connection: form.connection,
    url: form.url.trim(),
    user: form.user.trim(),
    ...(!(editing && form.password === '') && { password: form.password }),
    authType: form.user.trim() ? form.authType : ('NO_AUTH' as const),
    recording: {
      mode: form.mode,
      preRollSeconds: numberOrNull(form.preRollSeconds) ?? EVENT_RECORDING_DEFAULTS.preRollSeconds,
      postRollSeconds: numberOrNull(form.postRollSeconds) ?? EVENT_RECORDING_DEFAULTS.postRollSeconds,
    },
    ...(form.storagePoolId && { storagePoolId: form.storagePoolId }),
    position: lat !== null && lng !== null ? { lat, lng } : null,
    deliveryPriority: numberOrNull(form.deliveryPriority),
    acknowledgeRequired: form.acknowledgeRequired,
    isPtz: form.isPtz,
    location: form.location.trim() || null,
    enabled: form.enabled,
    health: healthInput(form),
  };
}
