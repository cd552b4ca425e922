/** Passes the browser console's error reports on to the installation's error-reporting service
 *  (issue 34; spec 1 §1): the console's Sentry SDK sends its envelopes to the platform (Sentry's
 *  `tunnel`), which forwards them to the configured DSN only — never to an address a report names
 *  — while reporting is switched on, a few at a time. */
import { parseDsn } from '../../shared/installation/installationSettings';
import { DomainError } from '../kernel/DomainError';
import type { InstallationSettingsService } from './InstallationSettingsService';

/** Reports in flight at once; more are refused (429) rather than queued. */
export const ERROR_REPORTS_IN_FLIGHT = 4;
/** How long the error-reporting service may take to take one report. */
export const ERROR_REPORT_TIMEOUT_MS = 10_000;

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export class ErrorReportRelay {
  private inFlight = 0;

  constructor(
    private readonly settings: Pick<InstallationSettingsService, 'read'>,
    private readonly fetch: Fetch = globalThis.fetch,
  ) {}

  /** Forwards one envelope; resolves to the service's HTTP status. */
  async forward(envelope: Buffer): Promise<number> {
    const { errorReportingEnabled, errorReportingDsn } = await this.settings.read();
    const dsn = errorReportingEnabled ? parseDsn(errorReportingDsn) : null;
    if (!dsn) throw DomainError.notFound('Error reporting');
    // The envelope's header (its first line) names the DSN it was made for: only ours is passed on.
    const header = envelopeHeader(envelope);
    const named = typeof header?.dsn === 'string' ? parseDsn(header.dsn) : null;
    if (named && (named.publicKey !== dsn.publicKey || named.projectId !== dsn.projectId)) {
      throw DomainError.badInput('The report names another error-reporting project');
    }
    if (this.inFlight >= ERROR_REPORTS_IN_FLIGHT) throw DomainError.tooMany('Too many error reports at once');
    this.inFlight += 1;
    try {
      const url = `${dsn.origin}${dsn.path}/api/${dsn.projectId}/envelope/?sentry_key=${encodeURIComponent(dsn.publicKey)}&sentry_version=7`;
      const answer = await this.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: envelope,
        signal: AbortSignal.timeout(ERROR_REPORT_TIMEOUT_MS),
        redirect: 'error',
      });
      await answer.arrayBuffer().catch(() => undefined);
      return answer.status;
    } catch {
      throw DomainError.unavailable('The error-reporting service cannot be reached');
    } finally {
      this.inFlight -= 1;
    }
  }
}

function envelopeHeader(envelope: Buffer): Record<string, unknown> | null {
  const end = envelope.indexOf(0x0a);
  try {
    const parsed: unknown = JSON.parse(envelope.subarray(0, end < 0 ? envelope.length : end).toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
