/** A download link of an export file (spec 2 §7 Media calls): the file's href plus the viewer's
 *  time-zone offset as a query parameter. */
import { DOWNLOAD_TZ_PARAM } from '../../../shared/video/deliveryConstants';

/** `offsetMinutes` is east of UTC (UTC+2 is 120), the opposite sign of Date's getTimezoneOffset. */
export function downloadHref(href: string, offsetMinutes = -new Date().getTimezoneOffset()): string {
  const separator = href.includes('?') ? '&' : '?';
  return `${href}${separator}${DOWNLOAD_TZ_PARAM}=${encodeURIComponent(String(offsetMinutes))}`;
}
