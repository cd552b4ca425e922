/** The configuration status report as a PDF file (issue 29: "exportable as CSV and PDF"), drawn
 *  with jsPDF and its table plugin. This module is imported only when an administrator asks for
 *  the PDF, so the two libraries stay in a chunk of their own, out of the console's first load.
 *  The PDF is written in the platform's own words, as the CSV is: jsPDF's built-in fonts cover
 *  Latin-1 only, and a record meant for filing or sending on reads the same from every console. */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { ConfigCheckStatus, ConfigurationCheckRow } from '../../../shared/metrics/configurationStatus';

const TITLE = 'Configuration status report';
const COLUMNS = ['Device', 'Type', 'Check', 'Status', 'Expected', 'Actual', 'Message'] as const;
const CHECK_NAMES: Record<ConfigurationCheckRow['check'], string> = {
  REACHABLE: 'Reachable',
  CREDENTIALS: 'Credentials',
  STREAM_SETTINGS: 'Stream settings',
  RECORDING_MODE: 'Recording mode in force',
  STORAGE_HEADROOM: 'Storage headroom',
};
/** A status cell's fill (RGB), so a printed page shows at a glance what fails. */
const STATUS_FILL: Record<ConfigCheckStatus, [number, number, number] | null> = {
  FAILING: [248, 215, 218],
  WARNING: [255, 236, 181],
  UNKNOWN: null,
  OK: null,
};
const STATUS_NAMES: Record<ConfigCheckStatus, string> = {
  FAILING: 'Failing',
  WARNING: 'Warning',
  UNKNOWN: 'Unknown',
  OK: 'OK',
};

export interface ConfigurationPdfInput {
  rows: readonly ConfigurationCheckRow[];
  /** When the platform answered (ms). */
  readAt: number;
  /** The realm the report covers. */
  realm: string | null;
}

/** The PDF file's bytes. */
export function configurationStatusPdf({ rows, readAt, realm }: ConfigurationPdfInput): ArrayBuffer {
  // Compressed: a thousand cameras' checks take about a tenth of the room (the page streams are text).
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: TITLE, subject: realm ?? '', creator: 'Vantage' });
  doc.setFontSize(16);
  doc.text(TITLE, 40, 44);
  doc.setFontSize(10);
  const counts = (['FAILING', 'WARNING', 'UNKNOWN', 'OK'] as const)
    .map((status) => `${STATUS_NAMES[status]}: ${rows.filter((row) => row.status === status).length}`)
    .join('   ');
  const when = `${new Date(readAt).toISOString().replace('T', ' ').slice(0, 19)} UTC`;
  doc.text([realm ? `Realm: ${realm}` : '', `Checked: ${when}`, counts].filter(Boolean), 40, 64);
  autoTable(doc, {
    startY: realm ? 104 : 92,
    head: [[...COLUMNS]],
    body: rows.map((row) => [
      row.deviceName ?? (row.deviceId === null ? 'Installation' : row.deviceId),
      row.deviceType ?? '',
      CHECK_NAMES[row.check] ?? row.check,
      STATUS_NAMES[row.status] ?? row.status,
      row.expected ?? '',
      row.actual ?? '',
      row.message ?? '',
    ]),
    styles: { fontSize: 8, cellPadding: 4, overflow: 'linebreak' },
    headStyles: { fillColor: [40, 52, 72] },
    columnStyles: { 6: { cellWidth: 220 } },
    didParseCell: (data) => {
      if (data.section !== 'body' || data.column.index !== 3) return;
      const fill = STATUS_FILL[rows[data.row.index]!.status];
      if (fill) {
        data.cell.styles.fillColor = fill;
        data.cell.styles.fontStyle = 'bold';
      }
    },
    didDrawPage: () => {
      const page = doc.getCurrentPageInfo().pageNumber;
      doc.setFontSize(8);
      doc.text(`${TITLE} · ${when} · ${page}`, 40, doc.internal.pageSize.getHeight() - 20);
    },
  });
  return doc.output('arraybuffer');
}
