/** A report's CSV export (issue 29): one row per point — the device, the metric, the time in ISO 8601
 *  UTC and the value as the platform measured it in the metric's unit (spec 3 §9), so a spreadsheet
 *  sums and charts the figures itself; written by the product's one CSV writer (quoting, formulae). */
import { type CsvCell, writeCsv } from '../../../shared/csv/writeCsv';

export interface ReportCsvInput {
  /** The header row's words, in the operator's language. */
  columns: { device: string; metric: string; time: string; value: string; unit: string };
  deviceName: string;
  metricName: string;
  unit: string | null | undefined;
  points: ReadonlyArray<{ time: number; value?: number | null | undefined }>;
}

export function reportCsv({ columns, deviceName, metricName, unit, points }: ReportCsvInput): string {
  return writeCsv(
    [columns.device, columns.metric, columns.time, columns.value, columns.unit],
    points.map((point): CsvCell[] => [
      deviceName,
      metricName,
      new Date(point.time).toISOString(),
      point.value ?? null,
      unit ?? '',
    ]),
  );
}

/** A file name for the report: the device, the metric and the period's start, safe on any disk. */
export function reportFileName(deviceName: string, metricName: string, from: number): string {
  const safe = (text: string) => text.replace(/[^\p{L}\p{N}_-]+/gu, '_').replace(/^_+|_+$/g, '') || 'report';
  const start = new Date(from).toISOString().slice(0, 16).replace(':', '-');
  return `${safe(deviceName)}-${safe(metricName)}-${start}.csv`;
}
