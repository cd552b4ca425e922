/** The platform's log, as every server module sees it (pino's info/warn/error in production). */
export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}
