/** The URL widget shows only http(s) pages: anything else (javascript:, data:, file:) is refused. */
export function safeWidgetUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
