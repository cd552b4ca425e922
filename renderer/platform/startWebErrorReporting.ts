/** Error reporting of the browser console (spec 1 §1, §9; issue 34): @sentry/browser, started only
 *  when the installation switches reporting on (SENTRY_ENABLED, SENTRY_DSN) and the build knows its
 *  version, at the trace rate the platform gives. Reports go through the platform
 *  (ERROR_REPORT_PATH, Sentry's tunnel) so the page's CSP keeps connect-src 'self', carry the
 *  preflight header every API call does, and are scrubbed as the desktop app's are (no user, no
 *  address, no cookies, no query strings). The SDK's code loads only when reporting is on. */
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { scrubErrorEvent } from '../../shared/errorReporting/scrubErrorEvent';
import { ERROR_REPORT_PATH } from '../../shared/installation/installationSettings';
import { APP_VERSION } from '../../shared/shell/appVersion';
import { ERROR_REPORTING_DEFAULT_SAMPLE_RATE } from '../../shared/shell/constants';
import { authApi } from '../api';

export interface WebErrorReportingOptions {
  dsn: string;
  release: string;
  tracesSampleRate: number;
}

function rate(value: string | undefined): number {
  const parsed = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : ERROR_REPORTING_DEFAULT_SAMPLE_RATE;
}

/** The options when the parameters switch reporting on and the version is known; else null. */
export function webErrorReportingOptions(
  parameters: Readonly<Record<string, string>>,
  version: string,
): WebErrorReportingOptions | null {
  const enabled = parameters.SENTRY_ENABLED?.trim().toLowerCase() === 'true';
  const dsn = parameters.SENTRY_DSN?.trim() ?? '';
  if (!enabled || dsn === '' || version.trim() === '') return null;
  return { dsn, release: version.trim(), tracesSampleRate: rate(parameters.SENTRY_TRACES_SAMPLE_RATE) };
}

/** Starts reporting when the installation asks for it; resolves to the options used, or null. */
export async function startWebErrorReporting(version = APP_VERSION): Promise<WebErrorReportingOptions | null> {
  const parameters = await authApi.parameters();
  if (!parameters.ok) return null;
  const options = webErrorReportingOptions(parameters.value, version);
  if (!options) return null;
  const Sentry = await import(/* webpackChunkName: "error-reporting" */ '@sentry/browser');
  Sentry.init({
    dsn: options.dsn,
    release: options.release,
    tracesSampleRate: options.tracesSampleRate,
    tunnel: ERROR_REPORT_PATH,
    transportOptions: { headers: { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE } },
    sendDefaultPii: false,
    beforeSend: (event) => scrubErrorEvent(event),
    beforeSendTransaction: (event) => scrubErrorEvent(event),
  });
  return options;
}
