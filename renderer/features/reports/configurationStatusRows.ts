/** The configuration status report's rows as an administrator reads them (issue 29; spec 3 §2.1):
 *  narrowed by status, check and a device name, sorted worst first (or by device or check), and
 *  counted per status for the headline. */
import type {
  ConfigCheck,
  ConfigCheckStatus,
  ConfigurationCheckRow,
} from '../../../shared/metrics/configurationStatus';

/** Worst first: what does not work, then what works otherwise than configured, then what is unknown. */
export const CONFIG_STATUS_ORDER: readonly ConfigCheckStatus[] = ['FAILING', 'WARNING', 'UNKNOWN', 'OK'];

export type ConfigStatusFilter = 'ALL' | 'PROBLEMS' | ConfigCheckStatus;
export type ConfigSort = 'status' | 'device' | 'check';

export interface ConfigRowFilter {
  status: ConfigStatusFilter;
  check: ConfigCheck | 'ALL';
  /** Part of a device's name or id, any case; the installation's own rows match an empty text only. */
  text: string;
}

const rank = (status: ConfigCheckStatus) => CONFIG_STATUS_ORDER.indexOf(status);

function statusMatches(filter: ConfigStatusFilter, status: ConfigCheckStatus): boolean {
  if (filter === 'ALL') return true;
  // Problems: what an administrator acts on — failing and warning rows.
  if (filter === 'PROBLEMS') return status === 'FAILING' || status === 'WARNING';
  return filter === status;
}

export function configurationRows(
  rows: readonly ConfigurationCheckRow[],
  filter: ConfigRowFilter,
  sort: ConfigSort,
  checkOrder: readonly ConfigCheck[],
  compareText: (a: string, b: string) => number,
): ConfigurationCheckRow[] {
  const text = filter.text.trim().toLowerCase();
  const name = (row: ConfigurationCheckRow) => row.deviceName ?? row.deviceId ?? '';
  const byDevice = (a: ConfigurationCheckRow, b: ConfigurationCheckRow) =>
    // The installation's own rows (no device) after the devices.
    Number(a.deviceId === null) - Number(b.deviceId === null) ||
    compareText(name(a), name(b)) ||
    (a.deviceId ?? '').localeCompare(b.deviceId ?? '');
  const byCheck = (a: ConfigurationCheckRow, b: ConfigurationCheckRow) =>
    checkOrder.indexOf(a.check) - checkOrder.indexOf(b.check);
  const byStatus = (a: ConfigurationCheckRow, b: ConfigurationCheckRow) => rank(a.status) - rank(b.status);
  const order = {
    status: [byStatus, byDevice, byCheck],
    device: [byDevice, byCheck],
    check: [byCheck, byStatus, byDevice],
  }[sort];
  return rows
    .filter(
      (row) =>
        statusMatches(filter.status, row.status) &&
        (filter.check === 'ALL' || row.check === filter.check) &&
        (!text ||
          (row.deviceName ?? '').toLowerCase().includes(text) ||
          (row.deviceId ?? '').toLowerCase().includes(text)),
    )
    .sort((a, b) => {
      for (const compare of order) {
        const result = compare(a, b);
        if (result !== 0) return result;
      }
      return 0;
    });
}

/** How many rows have each status, and how many devices have at least one failing check. */
export function configurationCounts(rows: readonly ConfigurationCheckRow[]): {
  byStatus: Record<ConfigCheckStatus, number>;
  failingDevices: number;
} {
  const byStatus: Record<ConfigCheckStatus, number> = { FAILING: 0, WARNING: 0, UNKNOWN: 0, OK: 0 };
  const failing = new Set<string>();
  for (const row of rows) {
    byStatus[row.status] += 1;
    if (row.status === 'FAILING') failing.add(row.deviceId ?? '');
  }
  return { byStatus, failingDevices: failing.size };
}
