/** Spec 1 §1, §9: error reporting runs only when the server enables it and a version is set. */
import type { ServerParameter } from '../../shared/auth/loginApi';
import { ERROR_REPORTING_DEFAULT_SAMPLE_RATE } from '../../shared/shell/constants';

/** What the main process hands @sentry/electron (replay rates are the renderer's business). */
export interface ErrorReportingOptions {
  dsn: string;
  release: string;
  tracesSampleRate: number;
}

/** A rate in [0, 1]; anything else (absent, empty, out of range) is the spec's default of 1. */
export function sampleRate(value: string | undefined): number {
  const rate = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : ERROR_REPORTING_DEFAULT_SAMPLE_RATE;
}

/** Options when SENTRY_ENABLED is 'true', SENTRY_DSN is set and the version is known; otherwise null. */
export function errorReportingOptions(
  parameters: readonly ServerParameter[],
  version: string,
): ErrorReportingOptions | null {
  const value = (name: string) => parameters.find((p) => p.name === name)?.value;
  const enabled = value('SENTRY_ENABLED')?.trim().toLowerCase() === 'true';
  const dsn = value('SENTRY_DSN')?.trim() ?? '';
  if (!enabled || dsn === '' || version.trim() === '') return null;
  return { dsn, release: version.trim(), tracesSampleRate: sampleRate(value('SENTRY_TRACES_SAMPLE_RATE')) };
}
