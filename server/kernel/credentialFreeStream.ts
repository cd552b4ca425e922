/** The server log's destination (issue 36): each line pino writes passes through
 *  redactCredentials on its way out, so no log line — an error's message or stack, a camera's
 *  health reason, a request's URL — carries a URL's login, whoever logged it. */
import { redactCredentials } from './redactCredentials';

export interface LineSink {
  write(line: string): unknown;
}

export function credentialFreeStream(out: LineSink): LineSink {
  return { write: (line: string) => out.write(redactCredentials(line)) };
}
