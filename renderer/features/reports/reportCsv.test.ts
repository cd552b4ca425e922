import Papa from 'papaparse';
import { reportCsv, reportFileName } from './reportCsv';

const columns = { device: 'Device', metric: 'Metric', time: 'Time (UTC)', value: 'Value', unit: 'Unit' };
const T0 = Date.UTC(2026, 10, 29, 10, 0);

describe('reportCsv', () => {
  it('writes one row per point with the time in UTC and the value as measured', () => {
    const csv = reportCsv({
      columns,
      deviceName: 'Gate, north',
      metricName: 'bitrate',
      unit: 'bps',
      points: [
        { time: T0, value: 4_210_000 },
        { time: T0 + 60_000, value: null },
      ],
    });
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['Device', 'Metric', 'Time (UTC)', 'Value', 'Unit'],
      ['Gate, north', 'bitrate', '2026-11-29T10:00:00.000Z', '4210000', 'bps'],
      ['Gate, north', 'bitrate', '2026-11-29T10:01:00.000Z', '', 'bps'],
    ]);
  });

  it('keeps a camera named like a formula as text', () => {
    const csv = reportCsv({
      columns,
      deviceName: '=HYPERLINK("x")',
      metricName: 'fps',
      unit: 'fps',
      points: [{ time: T0, value: 1 }],
    });
    expect(Papa.parse<string[]>(csv).data[1]?.[0]).toBe(`'=HYPERLINK("x")`);
  });

  it('names the file after the device, metric and start', () => {
    expect(reportFileName('Lobby / east', 'recordedBytes', T0)).toBe('Lobby_east-recordedBytes-2026-11-29T10-00.csv');
    expect(reportFileName('كاميرا ١', 'fps', T0)).toBe('كاميرا_١-fps-2026-11-29T10-00.csv');
  });
});
