/** @sentry/electron in the main process, started only when the server's parameters switch it on. */
import { net } from 'electron';
import { scrubErrorEvent } from '../../shared/errorReporting/scrubErrorEvent';
import {
  SERVER_PARAMETERS_TIMEOUT_MS,
  type ErrorReportingOptions,
  errorReportingOptions,
  fetchServerParameters,
} from '../core';

/** Resolves to the options used, or null when the server leaves error reporting off. */
export async function startErrorReporting(serverUrl: string, version: string): Promise<ErrorReportingOptions | null> {
  const parameters = await fetchServerParameters(
    (url, init) => net.fetch(url, init),
    serverUrl,
    AbortSignal.timeout(SERVER_PARAMETERS_TIMEOUT_MS),
  );
  const options = errorReportingOptions(parameters, version);
  if (!options) return null;
  const Sentry = await import('@sentry/electron/main');
  Sentry.init({
    dsn: options.dsn,
    release: options.release,
    tracesSampleRate: options.tracesSampleRate,
    // Started after 'ready' (the parameters come from the server), when only classic IPC can be set up.
    ipcMode: Sentry.IPCMode.Classic,
    sendDefaultPii: false,
    // The browser console's reports are scrubbed by the same rule (issue 34).
    beforeSend: (event) => scrubErrorEvent(event),
  });
  return options;
}
