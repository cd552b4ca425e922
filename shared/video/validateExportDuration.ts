/** The export (download job) duration rule of spec 2 §5, shared by the dialog and the server. */

export const EXPORT_MESSAGES = {
  notAllowed: 'You are not allowed to download videos',
  invalid: 'Invalid value',
  /** {{value}} is the realm's maximum in minutes. */
  tooLong: 'Max duration value is {{value}} minutes',
} as const;

export type ExportDurationError =
  | { message: typeof EXPORT_MESSAGES.notAllowed }
  | { message: typeof EXPORT_MESSAGES.invalid }
  | { message: typeof EXPORT_MESSAGES.tooLong; value: number };

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

/** The error as the user reads it, {{value}} filled in. */
export function exportDurationText(error: ExportDurationError): string {
  return 'value' in error ? error.message.replace('{{value}}', String(error.value)) : error.message;
}
