import { CONFIG_CHECK, type ConfigurationCheckRow } from '../../../shared/metrics/configurationStatus';
import { configurationCounts, configurationRows } from './configurationStatusRows';

const CHECKS = Object.values(CONFIG_CHECK);
const compare = (a: string, b: string) => a.localeCompare(b);

function row(
  deviceName: string | null,
  check: ConfigurationCheckRow['check'],
  status: ConfigurationCheckRow['status'],
) {
  return {
    deviceId: deviceName && `id-${deviceName}`,
    deviceName,
    deviceType: deviceName && 'camera',
    check,
    status,
    expected: null,
    actual: null,
    message: null,
  } satisfies ConfigurationCheckRow;
}

const ROWS = [
  row('Lobby', CONFIG_CHECK.REACHABLE, 'OK'),
  row('Lobby', CONFIG_CHECK.CREDENTIALS, 'OK'),
  row('Gate', CONFIG_CHECK.REACHABLE, 'UNKNOWN'),
  row('Gate', CONFIG_CHECK.CREDENTIALS, 'FAILING'),
  row('Dock', CONFIG_CHECK.RECORDING_MODE, 'WARNING'),
  row(null, CONFIG_CHECK.STORAGE_HEADROOM, 'OK'),
];
const ALL = { status: 'ALL', check: 'ALL', text: '' } as const;
const names = (rows: ConfigurationCheckRow[]) => rows.map((r) => `${r.deviceName ?? '-'} ${r.check}`);

describe('configurationRows', () => {
  it('puts what fails first, then warnings, unknowns and what is fine', () => {
    expect(names(configurationRows(ROWS, ALL, 'status', CHECKS, compare))).toEqual([
      'Gate CREDENTIALS',
      'Dock RECORDING_MODE',
      'Gate REACHABLE',
      'Lobby REACHABLE',
      'Lobby CREDENTIALS',
      '- STORAGE_HEADROOM',
    ]);
  });

  it('sorts by device with the installation’s own rows last, each device’s checks in their order', () => {
    expect(names(configurationRows(ROWS, ALL, 'device', CHECKS, compare))).toEqual([
      'Dock RECORDING_MODE',
      'Gate REACHABLE',
      'Gate CREDENTIALS',
      'Lobby REACHABLE',
      'Lobby CREDENTIALS',
      '- STORAGE_HEADROOM',
    ]);
  });

  it('keeps only problems, one check, or the devices whose name holds the text', () => {
    expect(names(configurationRows(ROWS, { ...ALL, status: 'PROBLEMS' }, 'status', CHECKS, compare))).toEqual([
      'Gate CREDENTIALS',
      'Dock RECORDING_MODE',
    ]);
    expect(
      names(configurationRows(ROWS, { ...ALL, check: CONFIG_CHECK.CREDENTIALS }, 'device', CHECKS, compare)),
    ).toEqual(['Gate CREDENTIALS', 'Lobby CREDENTIALS']);
    expect(names(configurationRows(ROWS, { ...ALL, text: ' gA ' }, 'device', CHECKS, compare))).toEqual([
      'Gate REACHABLE',
      'Gate CREDENTIALS',
    ]);
  });
});

describe('configurationCounts', () => {
  it('counts rows per status and the devices with a failing check', () => {
    expect(configurationCounts(ROWS)).toEqual({
      byStatus: { FAILING: 1, WARNING: 1, UNKNOWN: 1, OK: 3 },
      failingDevices: 1,
    });
  });
});
