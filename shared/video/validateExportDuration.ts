/** The export (download job) duration rule of spec 2 §5, shared by the dialog and the server. */
import type { MinutesBoundError } from './minutesBoundError';

export const EXPORT_MESSAGES = {
  notAllowed: 'You are not allowed to download videos',
  invalid: 'Invalid value',
  /** {{value}} is the realm's maximum in minutes. */
  tooLong: 'Max duration value is {{value}} minutes',
} as const;

export type ExportDurationError = MinutesBoundError<
  typeof EXPORT_MESSAGES.notAllowed | typeof EXPORT_MESSAGES.invalid,
  typeof EXPORT_MESSAGES.tooLong
>;

/** undefined when the duration (ms) is allowed under the realm's maxDownloadLength (minutes). */
export function validateExportDuration(
  durationMs: number,
  maxDownloadLengthMin: number | null | undefined,
): ExportDurationError | undefined {
  if (!maxDownloadLengthMin) return { message: EXPORT_MESSAGES.notAllowed };
  if (!Number.isFinite(durationMs) || durationMs <= 0) return { message: EXPORT_MESSAGES.invalid };
  if (durationMs > maxDownloadLengthMin * 60_000)
    return { message: EXPORT_MESSAGES.tooLong, value: maxDownloadLengthMin };
  return undefined;
}
