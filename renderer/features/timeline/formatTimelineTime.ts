/** Times on the timeline in the user's language: ruler labels, the cursor and tooltips. */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, options);
    formats.set(key, found);
  }
  return found;
}

/** '14:05' on the ruler, with seconds when the ticks are closer than a minute. */
export function formatTick(time: number, language: string, withSeconds: boolean): string {
  return format(language, { hour: '2-digit', minute: '2-digit', ...(withSeconds && { second: '2-digit' }) }).format(
    time,
  );
}

/** The full date and time, for the cursor and tooltips. */
export function formatMoment(time: number, language: string): string {
  return format(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(time);
}
