/** A device's health settings (spec 3 §3.1: gravity, readiness and liveness timeouts; issue 29):
 *  how long a stream may take to deliver its first frame, how long it may fall silent once it
 *  delivers, and how a failure counts in the system status (spec 3 §4) — with their limits, the
 *  refusals' texts, and the check the platform and the console both run. */

/** How a device's failure counts in the system status. */
export const HEALTH_GRAVITY = {
  /** Shown on the device, left out of the system status (a camera known to be flaky). */
  IGNORED: 0,
  /** The system status is ALERT while it is broken. */
  ALERT: 1,
  /** The system status is CRITICAL while it is broken (an entrance nobody may lose sight of). */
  CRITICAL: 2,
} as const;

export type HealthGravity = (typeof HEALTH_GRAVITY)[keyof typeof HEALTH_GRAVITY];

export interface HealthSettings {
  gravity: HealthGravity;
  /** Seconds a stream's run may take to deliver its first frame before it counts as failed. */
  readinessTimeout: number;
  /** Seconds a delivering stream may stay silent before it counts as failed. */
  livenessTimeout: number;
}

/** What a camera has until an administrator changes it: a remote stream takes a while to open
 *  (15 s); a camera that stops sending is failed within 5 s (issue 16: 4 s of silence plus the check). */
export const DEFAULT_HEALTH_SETTINGS: HealthSettings = {
  gravity: HEALTH_GRAVITY.ALERT,
  readinessTimeout: 15,
  livenessTimeout: 4,
};

/** Whole seconds. Below 2 s of liveness a 1 fps camera would fail between its frames; past 10 minutes
 *  of readiness a dead camera would go unnoticed for a shift's round. */
export const HEALTH_SETTING_LIMITS = {
  readinessTimeout: { min: 5, max: 600 },
  livenessTimeout: { min: 2, max: 300 },
} as const;

export const HEALTH_SETTINGS_ERROR = {
  gravity: 'Gravity must be 0 (ignored), 1 (alert) or 2 (critical)',
  readinessTimeout: `Readiness timeout must be a whole number of seconds from ${HEALTH_SETTING_LIMITS.readinessTimeout.min} to ${HEALTH_SETTING_LIMITS.readinessTimeout.max}`,
  livenessTimeout: `Liveness timeout must be a whole number of seconds from ${HEALTH_SETTING_LIMITS.livenessTimeout.min} to ${HEALTH_SETTING_LIMITS.livenessTimeout.max}`,
} as const;

const GRAVITIES = new Set<number>(Object.values(HEALTH_GRAVITY));

/** The first refusal of these settings, undefined when they hold. */
export function healthSettingsProblem(settings: HealthSettings): string | undefined {
  if (!GRAVITIES.has(settings.gravity)) return HEALTH_SETTINGS_ERROR.gravity;
  for (const key of ['readinessTimeout', 'livenessTimeout'] as const) {
    const value = settings[key];
    const { min, max } = HEALTH_SETTING_LIMITS[key];
    if (!Number.isInteger(value) || value < min || value > max) return HEALTH_SETTINGS_ERROR[key];
  }
  return undefined;
}

/** A device's stored settings (its config's `health`), each one absent taking its default. */
export function healthSettingsOf(config: Record<string, unknown> | null | undefined): HealthSettings {
  const stored = (config?.health ?? {}) as Partial<Record<keyof HealthSettings, unknown>>;
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    gravity: number(stored.gravity, DEFAULT_HEALTH_SETTINGS.gravity) as HealthGravity,
    readinessTimeout: number(stored.readinessTimeout, DEFAULT_HEALTH_SETTINGS.readinessTimeout),
    livenessTimeout: number(stored.livenessTimeout, DEFAULT_HEALTH_SETTINGS.livenessTimeout),
  };
}
